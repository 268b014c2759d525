package rules

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL025 flags a connector or Flink jar built for another Flink release
// than the one the job runs on.
var FL025 = newRule(fl025Doc, runFL025, model.Analyzer)

var fl025Doc = Doc{
	ID:           "FL025",
	Name:         "connector-jar-version-mismatch",
	Summary:      "a connector jar built for another Flink release than the runtime",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"dependencies", "deployment"},
	Explanation: `
Flink connector and format jars are built against one Flink release line and say so in their name:
` + "`flink-sql-connector-kafka-3.1.0-1.18.jar`" + ` is Kafka connector 3.1.0 **for Flink 1.18**;
` + "`flink-connector-files-1.19.0.jar`" + ` and ` + "`flink-python-1.19.0.jar`" + ` ship with Flink 1.19 itself. Flink's
internal APIs change between release lines (Flink 2.0 moved ` + "`SourceFunction`" + ` and ` + "`SinkFunction`" + `, which
older connectors build on, into ` + "`legacy`" + ` packages: a jar compiled against the old names cannot load them), so a jar for another line typically fails when the job is submitted or restored, with
` + "`NoSuchMethodError`" + `, ` + "`ClassNotFoundException`" + ` or a factory that cannot be found — or works until a
code path that changed is hit. The connector projects publish one build per Flink line for this reason.

flinklint reads the jars a job names (PyFlink ` + "`add_jars(...)`" + `, ` + "`pipeline.jars`" + ` set in Python or with SQL
` + "`SET`" + `, SQL ` + "`ADD JAR`" + `) and the jars a deployment names (AWS ` + "`jarfile`" + ` run option, the operator's
` + "`jarURI`" + `, ` + "`pipeline.jars`" + ` in ` + "`flinkConfiguration`" + `), and compares the Flink line in each name with the
runtime: the AWS ` + "`RuntimeEnvironment`" + ` (` + "`FLINK-1_20`" + `), the operator's ` + "`flinkVersion`" + ` (` + "`v1_20`" + `), or
` + "`--flink-version`" + ` when no linked deployment states one. Jars whose name carries no Flink version (a fat
jar such as ` + "`pyflink-dependencies.jar`" + `) are not checked.
`,
	Examples: []Example{
		{Path: "job.py", Lang: "python", Code: `from pyflink.datastream import StreamExecutionEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.enable_checkpointing(60000)
env.add_jars("file:///opt/flink/lib/flink-sql-connector-kafka-3.1.0-1.18.jar")`},
		{Path: "app.yaml", Lang: "yaml", Code: `Resources:
  App:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      RuntimeEnvironment: FLINK-1_20
      ApplicationConfiguration:
        EnvironmentProperties:
          PropertyGroups:
            - PropertyGroupId: kinesis.analytics.flink.run.options
              PropertyMap:
                python: job.py`},
	},
	Fix: `
Use the build of the connector for your Flink line (` + "`flink-sql-connector-kafka-3.3.0-1.20.jar`" + ` on
` + "`FLINK-1_20`" + `; see the connector's download page for the builds that exist), or change the runtime to the
line the jars are built for. Keep bundled jars (` + "`flink-python-X.Y.Z.jar`" + `, ` + "`flink-connector-files-X.Y.Z.jar`" + `)
at the runtime's version.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/overview/",
		"https://flink.apache.org/downloads/#apache-flink-connectors",
	},
	Sources: []string{
		"apache/flink-connector-shared-utils stage_jars.sh (branch release_utils, 66eb643), deploy_staging_jars: a connector release is deployed with the Flink minor appended to its version (3.1.0-1.18), built with -Dflink.version for that Flink line",
		"apache/flink-connector-kafka pom.xml: v3.1.0 has version 3.1.0 and flink.version 1.17.0; the Flink line joins the version only when it is staged",
		"apache/flink: SourceFunction and SinkFunction are in flink-streaming-java under org/apache/flink/streaming/api/functions/{source,sink}/ at release-1.20.4 and only in flink-runtime under .../{source,sink}/legacy/ at release-2.0.2-rc4 (SourceFunctionProvider, SinkFunctionProvider, StreamTableSource, StreamTableSink likewise moved to legacy packages)",
		"apache/flink-kubernetes-operator flink-kubernetes-operator-api/src/main/java/org/apache/flink/kubernetes/operator/api/spec/FlinkVersion.java: flinkVersion values v1_13 to v2_4 (release-1.15.0)",
		"the release to use on Flink 2.x: pom.xml (flink.version) at every release tag of the connector repositories (via flink/sources/upgrade.json), e.g. apache/flink-connector-kafka v4.0.0 builds against 2.0.0, v5.0.0 against 2.1.0",
	},
}

func runFL025(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	report1 := func(d analysis.Diagnostic) {
		if !seen[d.Pos] {
			seen[d.Pos] = true
			m.Report(pass, finding.Warning, d)
		}
	}
	for _, job := range m.Jobs {
		for _, j := range jobJars(job) {
			if d, ok := fl025JobJar(m, job, j); ok {
				report1(d)
			}
		}
	}
	for _, d := range m.Deployments {
		v, runtime := depRuntime(m, d)
		if v.IsZero() {
			continue
		}
		for _, p := range d.Jars {
			if !p.Known {
				continue
			}
			jar, ok := flink.ParseJar(p.Value)
			if !ok || jar.Flink == v {
				continue
			}
			pos, end := m.Range(d.Path, p.Span.Start, p.Span.End)
			diag := analysis.Diagnostic{Pos: pos, End: end,
				Message: fmt.Sprintf("%s is built for Flink %s, but deployment %q runs %s: %s",
					jar.Name, jar.Flink, depName(d), runtime, fl025Advice(jar, v))}
			if rp, re := depRuntimeRange(m, d); rp.IsValid() {
				diag.Related = []analysis.RelatedInformation{{Pos: rp, End: re, Message: "the runtime is set here"}}
			}
			report1(diag)
		}
	}
	return nil, nil
}

// jarRef is a jar a job names, with where.
type jarRef struct {
	name     string
	pos, end token.Pos
}

// jobJars are the jars a job adds (model.Job.Jars).
func jobJars(job *model.Job) []jarRef {
	var out []jarRef
	for _, r := range job.Jars() {
		out = append(out, jarRef{r.Name, r.Pos, r.End})
	}
	return out
}

func fl025JobJar(m *model.Model, job *model.Job, ref jarRef) (analysis.Diagnostic, bool) {
	jar, ok := flink.ParseJar(ref.name)
	if !ok {
		return analysis.Diagnostic{}, false
	}
	d := analysis.Diagnostic{Pos: ref.pos, End: ref.end}
	if len(job.Deployments) == 0 {
		v, ok := flink.ParseVersion(m.Options.FlinkVersion)
		if !ok || v == jar.Flink {
			return d, false
		}
		d.Message = fmt.Sprintf("%s is built for Flink %s, but the job runs on Flink %s (--flink-version): %s",
			jar.Name, jar.Flink, v, fl025Advice(jar, v))
		return d, true
	}
	for _, l := range job.Deployments {
		dep := l.Deployment
		v, runtime := depRuntime(m, dep)
		if v.IsZero() || v == jar.Flink {
			continue
		}
		d.Message = fmt.Sprintf("%s is built for Flink %s, but deployment %q runs %s: %s",
			jar.Name, jar.Flink, depName(dep), runtime, fl025Advice(jar, v))
		if rp, re := depRuntimeRange(m, dep); rp.IsValid() {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: rp, End: re, Message: "the runtime is set here"})
		}
		return d, true
	}
	return d, false
}

// fl025Advice says which build to use on runtime v: for a jar built for 1.x
// on a 2.x runtime, the release of its connector's repository built for
// 2.x when flinklint knows one (its major version changed with Flink 2.0).
func fl025Advice(jar flink.Jar, v flink.Version) string {
	if v.Major >= 2 && jar.Flink.Major < 2 {
		// A connector bundled with Flink 1.x (flink-sql-connector-kafka-1.16.1.jar)
		// has its own repository's releases on 2.x.
		return releaseFor2x(jar, v)
	}
	return "use the build for Flink " + v.String()
}

// depRuntime is the deployment's Flink line and how it is written
// ("FLINK-1_20", "v1_20"), falling back to --flink-version.
func depRuntime(m *model.Model, d *model.Deployment) (flink.Version, string) {
	if s, ok := depFlinkVersion(d); ok {
		v, _ := flink.ParseVersion(s)
		text := d.Runtime.Value
		if text == "" || d.Runtime.Hole {
			text = "Flink " + v.String()
		}
		return v, text
	}
	v, _ := flink.ParseVersion(m.Options.FlinkVersion)
	return v, "Flink " + v.String() + " (--flink-version)"
}

// depRuntimeRange is the line that states the deployment's runtime.
func depRuntimeRange(m *model.Model, d *model.Deployment) (token.Pos, token.Pos) {
	for _, f := range []struct {
		set  bool
		hole bool
		pos  func() (token.Pos, token.Pos)
	}{
		{d.Runtime.Set, d.Runtime.Hole, func() (token.Pos, token.Pos) { return depFactRange(m, d, d.Runtime) }},
		{d.FlinkVersion.Set, d.FlinkVersion.Hole, func() (token.Pos, token.Pos) { return depFactRange(m, d, d.FlinkVersion) }},
	} {
		if f.set && !f.hole {
			return f.pos()
		}
	}
	return token.NoPos, token.NoPos
}
