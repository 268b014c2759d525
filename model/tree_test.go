package model

import (
	"go/token"
	"path"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/link"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// buildTree parses a small tree the way the driver does, by file name: SQL
// files, Python files with their SQL strings, and deployment configs, and
// builds the model from them.
func buildTree(t *testing.T, files map[string]string, opts RunOptions) *Model {
	t.Helper()
	var parsed []*File
	parser := pyparse.NewParser()
	for p, src := range files {
		f := &File{Path: p, Src: []byte(src)}
		switch path.Ext(p) {
		case ".sql":
			f.Kind, f.SQL = SQLFile, sqlparse.Parse(src)
		case ".py":
			f.Kind, f.Python = PythonFile, parser.Parse(p, f.Src, nil)
			for _, s := range f.Python.SQL {
				f.Embedded = append(f.Embedded, &EmbeddedSQL{Text: s, Script: sqlparse.Parse(s.Text)})
			}
		default:
			res := deploy.Read(p, f.Src)
			if res.Kind == "" {
				t.Fatalf("%s: no deploy reader reads it", p)
			}
			f.Kind, f.DeployKind, f.Deploy = ConfigFile, res.Kind, res
		}
		parsed = append(parsed, f)
	}
	SortFiles(parsed)
	fset := token.NewFileSet()
	for _, f := range parsed {
		f.Tok = fset.AddFile(f.Path, -1, len(f.Src))
		f.Tok.SetLinesForContent(f.Src)
	}
	return Build(&Input{Fset: fset, Files: parsed, Options: opts, Workers: 2})
}

// k8sApp is a FlinkDeployment that runs the Python file at entry.
func k8sApp(name, entry string) string {
	return `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: ` + name + `
spec:
  flinkVersion: v1_19
  job:
    jarURI: local:///opt/flink/opt/flink-python-1.19.0.jar
    entryClass: org.apache.flink.client.python.PythonDriver
    args: ["-py", "/opt/flink/usrlib/` + entry + `"]
`
}

const pyJob = `from pyflink.table import EnvironmentSettings, TableEnvironment
t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE s (id STRING) WITH ('connector' = 'print')")
t_env.execute_sql("INSERT INTO s SELECT 'a'")
`

// links renders each job's linked deployments as "job <- deployment".
func links(m *Model) []string {
	var out []string
	for _, j := range m.Jobs {
		for _, l := range j.Deployments {
			out = append(out, j.Name+" <- "+l.Deployment.Name)
		}
	}
	sort.Strings(out)
	return out
}

func TestLinkJobs(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		opts  RunOptions
		want  []string
	}{
		{"entry point named by the deployment",
			map[string]string{"jobs/orders.py": pyJob, "jobs/users.py": pyJob, "k8s/orders.yaml": k8sApp("orders", "orders.py")},
			RunOptions{}, []string{"jobs/orders.py <- orders"}},
		{"two deployments, one job each",
			map[string]string{"a/job.py": pyJob, "b/job.py": pyJob, "a/app.yaml": k8sApp("app-a", "job.py"), "b/app.yaml": k8sApp("app-b", "job.py")},
			RunOptions{}, []string{"a/job.py <- app-a", "b/job.py <- app-b"}},
		{"a deployment whose entry point is not in the tree runs no job",
			map[string]string{"jobs/orders.py": pyJob, "app.yaml": k8sApp("other", "elsewhere.py")},
			RunOptions{}, nil},
		{"a Python file without Flink code that the deployment names wins over a job of another name",
			map[string]string{"jobs/orders.py": pyJob, "launch.py": "print('starting')\n", "app.yaml": k8sApp("launcher", "launch.py")},
			RunOptions{}, nil},
		{"an explicit mapping wins over the entry point",
			map[string]string{"jobs/orders.py": pyJob, "jobs/users.py": pyJob, "k8s/orders.yaml": k8sApp("orders", "orders.py")},
			RunOptions{Mappings: []link.Mapping{{Config: "k8s/orders.yaml", Jobs: []string{"jobs/users.py"}}}},
			[]string{"jobs/users.py <- orders"}},
		{"no deployment",
			map[string]string{"jobs/orders.py": pyJob},
			RunOptions{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := buildTree(t, tt.files, tt.opts)
			if got := links(m); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("links %q, want %q", got, tt.want)
			}
			for _, j := range m.Jobs {
				for _, l := range j.Deployments {
					if l.Why == "" {
						t.Errorf("%s <- %s: no reason", j.Name, l.Deployment.Name)
					}
				}
			}
		})
	}
}

// TestPythonWrites checks the writes of Python jobs: SQL strings, and
// Table API inserts of a descriptor table fed by sql_query.
func TestPythonWrites(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // table name, and whether the write's query is known
	}{
		{"INSERT in a SQL string", pyJob, []string{"s query"}},
		{"descriptor insert of a chained sql_query", `from pyflink.table import EnvironmentSettings, TableEnvironment, TableDescriptor
t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE src (id STRING) WITH ('connector' = 'datagen')")
t_env.sql_query("SELECT id FROM src").execute_insert(
    TableDescriptor.for_connector("filesystem").option("path", "/out").option("format", "json").build())
`, []string{"(descriptor) query"}},
		{"no write", `from pyflink.table import EnvironmentSettings, TableEnvironment
t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("CREATE TABLE src (id STRING) WITH ('connector' = 'datagen')")
`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := buildTree(t, map[string]string{"job.py": tt.src}, RunOptions{})
			if len(m.Jobs) != 1 {
				t.Fatalf("%d jobs", len(m.Jobs))
			}
			var got []string
			for _, w := range (JobWrites{}).Of(m.Jobs[0]) {
				name := "(none)"
				if w.Table != nil {
					name = w.Table.Name
					if name == "" && w.Table.Descriptor {
						name = "(descriptor)"
					}
				}
				if w.Query != nil {
					name += " query"
				}
				got = append(got, name)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("writes %q, want %q", got, tt.want)
			}
		})
	}
}

// TestPythonCheckpointing checks what the model answers about
// checkpointing set through the DataStream API in the job's Python file.
func TestPythonCheckpointing(t *testing.T) {
	const head = "from pyflink.datastream import StreamExecutionEnvironment, CheckpointingMode\n" +
		"from pyflink.table import StreamTableEnvironment\n" +
		"env = StreamExecutionEnvironment.get_execution_environment()\n" +
		"t_env = StreamTableEnvironment.create(env)\n"
	const tail = "t_env.execute_sql(\"CREATE TABLE s (id STRING) WITH ('connector' = 'print')\")\n"
	tests := []struct {
		name                    string
		calls                   string
		configures, atLeastOnce bool
	}{
		{"nothing", "", false, false},
		{"an interval the model cannot follow", "self_env = make()\nself_env.enable_checkpointing(*args)\n", true, false},
		{"at-least-once on an unresolved receiver", "self.checkpoint.set_checkpointing_mode(CheckpointingMode.AT_LEAST_ONCE())\n", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := buildTree(t, map[string]string{"job.py": head + tt.calls + tail}, RunOptions{})
			if len(m.Jobs) != 1 {
				t.Fatalf("%d jobs", len(m.Jobs))
			}
			j := m.Jobs[0]
			if got := j.ConfiguresCheckpointingInPython(); got != tt.configures {
				t.Errorf("ConfiguresCheckpointingInPython = %v, want %v", got, tt.configures)
			}
			pos, end, ok := j.PythonAtLeastOnce()
			if ok != tt.atLeastOnce {
				t.Fatalf("PythonAtLeastOnce ok = %v, want %v", ok, tt.atLeastOnce)
			}
			if ok {
				text := string(j.Entry.Src[j.Entry.Tok.Offset(pos):j.Entry.Tok.Offset(end)])
				if !strings.Contains(text, "AT_LEAST_ONCE") {
					t.Errorf("at-least-once call at %q", text)
				}
			}
		})
	}
}

// TestPythonTableFacts checks the declarations of a Python job's
// descriptor tables and SQL strings.
func TestPythonTableFacts(t *testing.T) {
	m := buildTree(t, map[string]string{"job.py": `from pyflink.table import EnvironmentSettings, TableEnvironment, TableDescriptor
t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.create_temporary_table("src", TableDescriptor.for_connector("kafka").option("topic", "t").build())
t_env.execute_sql("CREATE TABLE out1 (id STRING) WITH ('connector' = 'print')")
t_env.execute_sql("INSERT INTO out1 SELECT id FROM src")
`}, RunOptions{})
	if len(m.Jobs) != 1 {
		t.Fatalf("%d jobs", len(m.Jobs))
	}
	j := m.Jobs[0]
	tf := JobTableFacts{}.Of(j)
	for _, name := range []string{"src", "out1"} {
		tbl := j.Table(name)
		if tbl == nil {
			t.Fatalf("no table %s", name)
		}
		if tf.Decls[tbl] == nil {
			t.Errorf("%s: no declaration", name)
		}
	}
	if d := tf.Decls[j.Table("src")]; d != nil && !d.Read {
		t.Errorf("src: not read")
	}
	if o := j.Table("src").Options.Get("connector"); o == nil || o.Value != "kafka" || o.Origin != FromDescriptor {
		t.Errorf("src connector = %+v", o)
	}
}
