package rules

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL066 flags, for a job on Flink 2.x, a connector built for Flink 1.x
// (a POM dependency) and a connector with no release built for 2.x.
var FL066 = newRule(fl066Doc, runFL066, model.Analyzer)

var fl066Doc = Doc{
	ID:           "FL066",
	Name:         "connector-release-for-2x",
	Summary:      "a connector dependency built for Flink 1.x, or a connector with no release for Flink 2.x, in a job on Flink 2.x",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"migration", "dependencies"},
	Explanation: `
The connectors that live in their own repositories publish one build per Flink line
(` + "`flink-connector-kafka`" + ` ` + "`3.2.0-1.19`" + ` is Kafka connector 3.2.0 for Flink 1.19). Flink 2.0 removed
` + "`SourceFunction`" + `, ` + "`SinkFunction`" + ` and Sink V1, which the 1.x builds compile against; the release notes
say that connectors depending on them do not work on Flink 2.x, and each connector repository made a new
major release built against 2.x (Kafka 4.0.0 for 2.0, 5.0.0 for 2.1; AWS 6.0.0 for 2.0; JDBC 4.0.0;
Elasticsearch 4.0.0), while others had none yet.

For a job on Flink 2.x, or moving there with a planned target, flinklint reports:

- a connector dependency of the Maven POM beside the job's entry (the project that builds the jar a PyFlink
  job ships) whose version names a Flink 1.x line, with the release built for the job's line;
- a table whose connector comes from a repository with no release built for Flink 2.x among the releases
  flinklint knows.

With a planned target (` + "`--target-flink`" + `, ` + "`target-flink:`" + `), the jars the job and its deployments
name are checked against it too (bundled ones such as ` + "`flink-python-1.18.1.jar`" + ` included); against the line a
deployment runs today they are FL025's, which names the release to use on 2.x as well. The releases and the line each builds against come from the connector
repositories' tags and root POMs (` + "`flink/sources/upgrade.json`" + `).
`,
	Levels: `
- ` + "`warning`" + `: a 1.x build may still load on 2.x as long as nothing touches the removed classes; no finding is
  an error.
`,
	Examples: []Example{
		{Path: "job.py", Lang: "python", Code: `from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE users (id BIGINT, name STRING) WITH (
        'connector' = 'hbase-2.2', 'table-name' = 'users', 'zookeeper.quorum' = 'zk:2181')
""")`},
		{Path: "deployment.yaml", Lang: "yaml", Code: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: users
spec:
  flinkVersion: v2_0
  job:
    jarURI: local:///opt/flink/opt/flink-python-2.0.0.jar
    entryClass: org.apache.flink.client.python.PythonDriver
    args: ["-py", "/opt/flink/usrlib/job.py"]`},
	},
	Fix: `
Depend on the connector release built for your Flink 2.x line (its version ends in that line, such as
` + "`4.0.1-2.0`" + `), or keep the job on Flink 1.x until the connector has a release for 2.x.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-release-2.0/release-notes/flink-2.0/",
		"https://flink.apache.org/downloads/#apache-flink-connectors",
	},
	Sources: []string{
		"apache/flink docs/content/release-notes/flink-2.0.md, Highlight Breaking Changes / Connector Adaption Plan: connectors depending on SourceFunction, SinkFunction and Sink V1 do not work on Flink 2.x",
		"pom.xml (flink.version) at every release tag of apache/flink-connector-kafka, -aws, -jdbc, -elasticsearch, -opensearch, -mongodb, -hbase, -hive (via flink/sources/upgrade.json)",
	},
}

func runFL066(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	report := func(d analysis.Diagnostic) {
		if !seen[d.Pos] {
			seen[d.Pos] = true
			m.Report(pass, finding.Warning, d)
		}
	}
	for _, job := range m.Jobs {
		target, ok := upgradeTargetOf(m, job)
		if !ok || job.Entry != nil && inPyFlinkPackage(job.Entry.Path) {
			continue
		}
		for _, sj := range m.POMJars(job) {
			jar, ok := flink.ParseJar(sj.Name)
			if !ok || jar.Bundled || jar.ComponentVersion == "" || jar.Flink.Major >= 2 {
				continue
			}
			report(analysis.Diagnostic{Pos: sj.Pos, End: sj.End,
				Message: fmt.Sprintf("%s %s-%s is built for Flink %s, the job %s: %s",
					jar.Artifact, jar.ComponentVersion, jar.Flink, jar.Flink, runsOn(target), releaseFor2x(jar, target.version))})
		}
		if target.planned {
			// FL025 compares jars with the line the job runs on today; a
			// planned move is this rule's.
			for _, ref := range plannedJars(m, job) {
				jar, ok := flink.ParseJar(ref.name)
				if !ok || jar.Flink.Major >= 2 {
					continue
				}
				report(analysis.Diagnostic{Pos: ref.pos, End: ref.end,
					Message: fmt.Sprintf("%s is built for Flink %s, the job %s: %s",
						jar.Name, jar.Flink, runsOn(target), fl025Advice(jar, target.version))})
			}
		}
		for _, t := range job.Tables {
			if d, ok := fl066Table(t, target); ok {
				report(d)
			}
		}
	}
	return nil, nil
}

// plannedJars are the jars the job names and those its linked
// deployments name.
func plannedJars(m *model.Model, job *model.Job) []jarRef {
	refs := jobJars(job)
	for _, l := range job.Deployments {
		d := l.Deployment
		for _, p := range d.Jars {
			if p.Known {
				pos, end := m.Range(d.Path, p.Span.Start, p.Span.End)
				refs = append(refs, jarRef{p.Value, pos, end})
			}
		}
	}
	return refs
}

// runsOn says how the job meets the target: it runs on a 2.x line today or
// moves to the planned one.
func runsOn(t upgradeTarget) string {
	if t.planned {
		return "moves to " + t.label
	}
	return "runs on " + t.label
}

// fl066Table reports a table whose connector's repository has releases
// flinklint knows and none built for Flink 2.x.
func fl066Table(t *model.Table, target upgradeTarget) (analysis.Diagnostic, bool) {
	c := t.Options.Get("connector")
	if c == nil || c.Hole {
		return analysis.Diagnostic{}, false
	}
	spec, ok := flink.Connector(c.Value, target.version)
	if !ok {
		return analysis.Diagnostic{}, false
	}
	builds := flink.ConnectorBuilds(spec.Repository)
	if len(builds) == 0 || newestBuild(builds, 2).Tag != "" {
		return analysis.Diagnostic{}, false
	}
	newest := builds[len(builds)-1]
	return analysis.Diagnostic{Pos: c.ValuePos, End: c.ValueEnd,
		Message: fmt.Sprintf("table %s uses connector %q of %s, which has no release built for Flink 2.x that flinklint knows (the newest, %s, is built for Flink %s); the job %s",
			t.Name, c.Value, spec.Repository, newest.Tag, newest.Flink, runsOn(target))}, true
}

// releaseFor2x names the release of the jar's connector built for the
// target line, or the newest one for 2.x.
func releaseFor2x(jar flink.Jar, target flink.Version) string {
	ids := jar.ConnectorIDs()
	// A connector jar names a build only when the data knows one (a
	// connector of Flink 1.x's own repository, such as Pulsar's, may have
	// none for 2.x); Flink's own modules (flink-python, formats, and the
	// connector modules apache/flink keeps: base, files, datagen) have one
	// per release.
	unknown := fmt.Sprintf("flinklint knows no release of its connector (%s) built for Flink 2.x", jar.Component)
	if jar.FlinkModule() {
		return "use the build for Flink " + target.String()
	}
	if len(ids) == 0 {
		if strings.Contains(jar.Artifact, "connector") {
			return unknown
		}
		return "use the build for Flink " + target.String()
	}
	spec, ok := flink.Connector(ids[0], target)
	if !ok {
		return unknown
	}
	builds := flink.ConnectorBuilds(spec.Repository)
	var exact []string
	for _, b := range builds {
		if b.Flink == target.String() {
			exact = append(exact, b.Tag)
		}
	}
	if len(exact) > 0 {
		return fmt.Sprintf("use %s %s (built for Flink %s)", spec.Repository, strings.Join(exact, " or "), target)
	}
	if b := newestBuild(builds, 2); b.Tag != "" {
		return fmt.Sprintf("%s has no release built for Flink %s that flinklint knows; %s is built for Flink %s", spec.Repository, target, b.Tag, b.Flink)
	}
	if len(builds) > 0 {
		return fmt.Sprintf("%s has no release built for Flink 2.x that flinklint knows", spec.Repository)
	}
	return unknown
}

// newestBuild is the newest release built for a Flink major, or zero.
func newestBuild(builds []flink.ConnectorBuild, major int) flink.ConnectorBuild {
	var out flink.ConnectorBuild
	for _, b := range builds {
		if v, ok := flink.ParseVersion(b.Flink); ok && v.Major == major {
			out = b
		}
	}
	return out
}
