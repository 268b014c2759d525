package rules

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL034 flags a PyFlink entry point a deployment names that no file of the
// repository provides.
var FL034 = newRule(fl034Doc, runFL034, model.Analyzer)

var fl034Doc = Doc{
	ID:           "FL034",
	Name:         "entry-point-not-found",
	Summary:      "the PyFlink entry point or SQL script a deployment names is not a file of the repository or its image",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "pyflink", "aws", "kubernetes"},
	Explanation: `
A deployment names the Python file (or module) that starts the job: AWS Managed Flink's ` + "`python`" + `
run option in ` + "`kinesis.analytics.flink.run.options`" + ` (a path inside the application zip), or the
Kubernetes operator's ` + "`-py FILE`" + ` / ` + "`-pym MODULE`" + ` job arguments (a path inside the image). When no file
of the repository matches, the application fails at start-up (AWS reports the script as missing; the
PythonDriver fails to run it), typically after a rename or a move.

Matching is by path suffix, because the zip or the image may be built from any directory: AWS
` + "`python: jobs/main.py`" + ` is found by ` + "`src/jobs/main.py`" + `; operator ` + "`-py /opt/flink/usrlib/main.py`" + ` by any
` + "`main.py`" + `; ` + "`-pym pkg.job`" + ` by ` + "`pkg/job.py`" + ` or ` + "`pkg/job/__init__.py`" + `.

flinklint reports only when it can see the whole repository (the run covers its root) and the
repository holds PyFlink job code; a path with a remote scheme (` + "`s3://`" + `, ` + "`https://`" + `) or a
substitution (` + "`${...}`" + `) is not checked. AWS ` + "`pyModule`" + ` is reported by FL033 instead.

The operator's SQL runner (a jar given a ` + "`.sql`" + ` script in the job's ` + "`args`" + `, such as
` + "`/opt/flink/usrlib/sql-scripts/orders.sql`" + `) is checked against the image the repository builds: when its
Dockerfiles copy a directory of the repository to where the script is (` + "`COPY sql-scripts /opt/flink/usrlib/sql-scripts`" + `),
every copy that may put a file there is such a copy, and that directory has no such script, the finding says so.
A copy with a wildcard or a variable, or a directory the repository does not hold, leaves it unknown: no finding.
`,
	Levels: `
- ` + "`error`" + `: an AWS run option (the path is relative to the zip, which is built from this repository's code).
- ` + "`warning`" + `: a Kubernetes operator ` + "`-py`" + ` / ` + "`-pym`" + ` entry (the image may add files this repository does not hold),
  or a SQL runner's script the repository's image does not hold (the deployment may run an image built another way).
- ` + "`note`" + `: a standalone ` + "`application_properties.json`" + ` (the local copy of the console's properties, which the
  service never reads: the application's own run options may differ).
`,
	Examples: []Example{{Path: "app.yaml", Lang: "yaml", Code: `Resources:
  App:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      RuntimeEnvironment: FLINK-1_20
      ApplicationConfiguration:
        EnvironmentProperties:
          PropertyGroups:
            - PropertyGroupId: kinesis.analytics.flink.run.options
              PropertyMap:
                python: jobs/mian.py   # the file is jobs/main.py`},
		{Path: "jobs/main.py", Lang: "python", Code: `from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE totals (id STRING) WITH ('connector' = 'print')")`}},
	Fix: `
Correct the path (relative to the root of the application zip on AWS; the path inside the image for
the operator), or add the missing file. If the file is generated at build time, suppress the finding
with a reason.
`,
	References: []string{
		"https://docs.aws.amazon.com/managed-flink/latest/java/how-python-creating.html",
		"https://github.com/apache/flink-kubernetes-operator/tree/main/examples/flink-python-example",
	},
	Sources: []string{
		"AWS Managed Service for Apache Flink Developer Guide, Create your Managed Service for Apache Flink Python application (https://docs.aws.amazon.com/managed-flink/latest/java/how-python-creating.html): the python run option is the main file's path inside the application zip",
		"apache/flink flink-clients/src/main/java/org/apache/flink/client/cli/CliFrontendParser.java: PY_OPTION -py (a Python file) and PYMODULE_OPTION -pym (a Python module) (release-2.2.1-rc2)",
		"apache/flink-kubernetes-operator examples/flink-python-example/README.md: the job's args must contain -py or -pym (release-1.15.0)",
	},
}

func runFL034(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	if !m.Options.WholeTree {
		return nil, nil
	}
	sqlScriptsNotInImage(pass, m)
	if !m.HasPythonJob() {
		return nil, nil
	}
	var pys []string
	for _, p := range m.Options.Discovered {
		if strings.HasSuffix(p, ".py") {
			pys = append(pys, p)
		}
	}
	for _, d := range m.Deployments {
		aws := isAWSKind(d.Kind) || d.Kind == deploy.AppProperties
		if !aws && d.Kind != deploy.K8sOperator {
			continue
		}
		for _, e := range d.EntryPoints {
			var cands []string
			var what string
			switch {
			case e.Kind == deploy.PythonFile:
				p, ok := localPath(e.Value)
				if !ok {
					continue
				}
				if aws {
					what = fmt.Sprintf("run option python = %q", e.Value)
					cands = []string{strings.TrimPrefix(path.Clean(p), "/")}
				} else {
					what = fmt.Sprintf("-py %q", e.Value)
					cands = []string{path.Base(p)}
				}
			case e.Kind == deploy.PythonModule && !aws:
				if strings.ContainsAny(e.Value, "/${} ") || e.Value == "" {
					continue
				}
				base := strings.ReplaceAll(e.Value, ".", "/")
				what = fmt.Sprintf("-pym %q", e.Value)
				cands = []string{base + ".py", base + "/__init__.py", base + "/__main__.py"}
			default:
				continue
			}
			if anySuffix(pys, cands) || (aws && underZipPrefix(pys, cands[0])) {
				continue
			}
			level, where := finding.Error, "the application fails to start; the path is relative to the root of the application zip"
			switch {
			case d.Kind == deploy.AppProperties:
				// A standalone application_properties.json is the local
				// run's copy of the console's properties: the service
				// never reads it, so a missing path is only a hint.
				level, where = finding.Note, "this file mirrors the application's properties for a local run; "+
					"if the application's own run options name the same path, it fails to start"
			case !aws:
				level, where = finding.Warning, "unless the image adds it, the job fails to start"
			}
			msg := fmt.Sprintf("%s %q: %s names no file of the repository; %s", deployNoun(d), depName(d), what, where)
			if d.Kind == deploy.AppProperties {
				msg = fmt.Sprintf("%s: %s names no file of the repository; %s", d.Path, what, where)
			}
			if s := similarFile(pys, cands[0]); s != "" {
				msg += fmt.Sprintf("; did you mean %s?", s)
			}
			pos, end := depSpan(m, d, e.Span)
			m.Report(pass, level, analysis.Diagnostic{Pos: pos, End: end, Message: msg})
		}
	}
	return nil, nil
}

// underZipPrefix reports whether the run option p names a file of the
// repository below a folder the application zip adds: python =
// "pkg/src/job.py" when a build script zips the repository's src/ into pkg/.
func underZipPrefix(pys []string, p string) bool {
	for i := strings.IndexByte(p, '/'); i >= 0; i = strings.IndexByte(p, '/') {
		p = p[i+1:]
		if strings.Contains(p, "/") && anySuffix(pys, []string{p}) {
			return true
		}
	}
	return false
}

func deployNoun(d *model.Deployment) string {
	if d.Kind == deploy.K8sOperator {
		return d.Resource
	}
	return "application"
}

// localPath strips file:// and local:// and refuses remote or substituted
// paths.
func localPath(v string) (string, bool) {
	v = strings.TrimSpace(v)
	if v == "" || strings.Contains(v, "${") || strings.Contains(v, "{{") || strings.HasPrefix(v, "$") {
		return "", false
	}
	if i := strings.Index(v, "://"); i >= 0 {
		switch strings.ToLower(v[:i]) {
		case "local", "file":
			v = v[i+3:]
		default:
			return "", false
		}
	}
	v = strings.TrimPrefix(v, "./")
	return v, v != "" && strings.HasSuffix(v, ".py")
}

// anySuffix reports whether some file path equals a candidate or ends
// with "/" + candidate.
func anySuffix(files, cands []string) bool {
	for _, f := range files {
		for _, c := range cands {
			if f == c || strings.HasSuffix(f, "/"+c) {
				return true
			}
		}
	}
	return false
}

// similarFile proposes the file with the closest base name, if any is
// close enough.
func similarFile(files []string, want string) string {
	base := path.Base(want)
	var same []string
	for _, f := range files {
		if path.Base(f) == base {
			same = append(same, f)
		}
	}
	if len(same) > 0 {
		sort.Strings(same)
		return same[0]
	}
	bases := map[string]string{}
	var names []string
	for _, f := range files {
		b := path.Base(f)
		if _, ok := bases[b]; !ok {
			bases[b] = f
			names = append(names, b)
		}
	}
	sort.Strings(names)
	if s, ok := flink.Suggest(base, names); ok {
		return bases[s]
	}
	return ""
}

// sqlScriptsNotInImage reports the SQL scripts an operator deployment's
// args give a SQL-runner jar that its image is known not to hold: the
// repository's Dockerfiles copy a directory of the repository to where the
// script is, and that directory has no such file.
func sqlScriptsNotInImage(pass *analysis.Pass, m *model.Model) {
	for _, d := range m.Deployments {
		if d.Kind != deploy.K8sOperator {
			continue
		}
		for _, e := range d.EntryPoints {
			if e.Kind != deploy.SQLScript {
				continue
			}
			copies, why, ok := m.MissingFromImage(e.Value)
			if !ok {
				continue
			}
			msg := fmt.Sprintf("%s %q: its args give the SQL runner the script %q, but %s: unless the image is built "+
				"another way, the job fails to start", deployNoun(d), depName(d), e.Value, why)
			var held []string
			for _, c := range copies {
				for _, src := range c.Sources {
					dir := path.Join(path.Dir(c.Dockerfile), src)
					for _, f := range m.Options.Discovered {
						if path.Dir(f) == dir && strings.HasSuffix(f, ".sql") {
							held = append(held, f)
						}
					}
				}
			}
			if s := similarFile(held, e.Value); s != "" {
				msg += fmt.Sprintf("; did you mean %s?", s)
			}
			pos, end := depSpan(m, d, e.Span)
			m.Report(pass, finding.Warning, analysis.Diagnostic{Pos: pos, End: end, Message: msg})
		}
	}
}
