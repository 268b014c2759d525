package linter

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/flinklint/flinklint/internal/scaling"
)

// scalingInputs generate, for a size n, inputs that made one phase of a
// run superlinear (issue 46, items 18 to 20): each is linted at n and 4n.
var scalingInputs = []struct {
	name, file string
	n          int // a size whose run costs a few tens of milliseconds
	gen        func(n int) string
}{
	{"Python tables, each created, converted and run", "job.py", 100, func(n int) string {
		var b strings.Builder
		b.WriteString("from pyflink.table import *\nt_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())\n")
		for i := range n {
			fmt.Fprintf(&b, `t_env.create_table(
    "src_%[1]d",
    TableDescriptor.for_connector("kafka")
    .schema(Schema.new_builder().column("id", DataTypes.BIGINT()).build())
    .option("topic", "topic-%[1]d")
    .option("properties.bootstrap.servers", "broker:9092")
    .option("scan.startup.mode", "earliest-offset")
    .format("json")
    .build(),
)
stream_%[1]d = t_env.to_data_stream(t_env.from_path("src_%[1]d"))
t_env.execute_sql("INSERT INTO sink_%[1]d SELECT * FROM src_%[1]d").wait()
`, i)
		}
		return b.String()
	}},
	{"Python nested calls", "job.py", 4000, func(n int) string {
		return "from pyflink.table import TableEnvironment\nx = " + strings.Repeat("f(", n) + "1" + strings.Repeat(")", n) + "\n"
	}},
	{"Terraform blocks naming Flink", "main.tf", 100, func(n int) string {
		return strings.Repeat(`resource "aws_kinesisanalyticsv2_application" "flink" {
  name                = "flink-app"
  runtime_environment = "FLINK-1_19"
  application_configuration {
    flink_application_configuration {
      parallelism_configuration {
        configuration_type   = "CUSTOM"
        auto_scaling_enabled = true
        parallelism          = 2
      }
    }
  }
}
`, n)
	}},
	{"SQL syntax errors on one line", "job.sql", 500, func(n int) string {
		return "CREATE TABLE t (a INT) WITH ('connector' = 'datagen'); " + strings.Repeat("SELECT FROM WHERE ; ", n) + "\n"
	}},
	{"notebook written on one line", "job.ipynb", 2000, func(n int) string {
		lines := []string{"from pyflink.table import TableEnvironment\n"}
		for i := range n {
			lines = append(lines, fmt.Sprintf("t_env.execute_sql(\"SELECT c%d FROM t\")\n", i))
		}
		src, _ := json.Marshal(lines)
		return `{"cells":[{"cell_type":"code","metadata":{},"execution_count":null,"outputs":[],"source":` + string(src) + `}],` +
			`"metadata":{"kernelspec":{"name":"python3","display_name":"Python 3","language":"python"}},"nbformat":4,"nbformat_minor":5}`
	}},
	{"garbage Python", "job.py", 1 << 16, func(n int) string { return garbagePython(n, false) }},
	{"garbage Python after an unbalanced quote", "job.py", 1 << 16, func(n int) string { return garbagePython(n, true) }},
	{"TypeScript CDK stack on one line", "stack.ts", 200, func(n int) string {
		var b strings.Builder
		b.WriteString("import * as kda from 'aws-cdk-lib/aws-kinesisanalyticsv2'; ")
		for i := range n {
			fmt.Fprintf(&b, "new kda.CfnApplication(this, 'App%d', { runtimeEnvironment: 'FLINK-1_19', serviceExecutionRole: 'arn', applicationConfiguration: { flinkApplicationConfiguration: { parallelismConfiguration: { configurationType: 'CUSTOM', autoScalingEnabled: true, parallelism: 2 } } } }); ", i)
		}
		return b.String() + "\n"
	}},
}

// garbagePython is about n bytes of Python tokens in no order after a
// PyFlink import (with quote: after an unbalanced quote), what the fuzz of
// issue 46 made of real files: tree-sitter's recovery from 1 MB of it took
// 3.5 s and 277 MB.
func garbagePython(n int, quote bool) string {
	toks := []string{")", "]", "}", "(", "[", "{", ":", "=", "+", "-", "*", "/", ",", ".", "if", "else", "def", "class", "x", "1", "2.5", "lambda", "return", "@", "->", "!", "$", "?", "`"}
	r := rand.New(rand.NewSource(46))
	var b strings.Builder
	b.WriteString("from pyflink.table import TableEnvironment\n")
	if quote {
		b.WriteString("x = '")
	}
	for b.Len() < n {
		b.WriteString(toks[r.Intn(len(toks))])
		b.WriteByte(' ')
		if r.Intn(15) == 0 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// TestGarbagePythonUnderASecond: a megabyte of garbage Python costs a
// run less than a second of CPU (the bar of issue 46), fails the run as
// incomplete, and says where.
func TestGarbagePythonUnderASecond(t *testing.T) {
	if testing.Short() {
		t.Skip("times whole runs")
	}
	for _, quote := range []bool{false, true} {
		dir := t.TempDir()
		path := filepath.Join(dir, "job.py")
		if err := os.WriteFile(path, []byte(garbagePython(1<<20, quote)), 0o644); err != nil {
			t.Fatal(err)
		}
		var res *Result
		cost := scaling.Cost(func() {
			var err error
			if res, err = Run(Options{Paths: []string{path}, Root: dir, RobustOptions: RobustOptions{ParseTimeout: time.Minute}}); err != nil {
				t.Fatal(err)
			}
		})
		if cost > time.Second {
			t.Errorf("quote %v: 1 MiB of garbage Python took %v of CPU, want under 1 s", quote, cost)
		}
		if len(res.Incomplete) != 1 || !strings.HasPrefix(res.Incomplete[0], "job.py: not analysed") {
			t.Errorf("quote %v: incomplete %q, want job.py not analysed", quote, res.Incomplete)
		}
		if len(res.Run.Findings) != 1 || res.Run.Findings[0].RuleID != "FL901" || res.Run.Findings[0].Location.StartLine < 2 {
			t.Errorf("quote %v: findings %+v, want one FL901 after the import", quote, res.Run.Findings)
		}
	}
}

// TestInputCostScalesLinearly lints each input of scalingInputs at a size
// n and 4n and fails when the run's CPU time grows clearly faster than the
// input (internal/scaling).
func TestInputCostScalesLinearly(t *testing.T) {
	if testing.Short() {
		t.Skip("times whole runs")
	}
	for _, in := range scalingInputs {
		t.Run(in.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, in.file)
			scaling.Linear(t, in.name, in.n, func(n int) {
				if err := os.WriteFile(path, []byte(in.gen(n)), 0o644); err != nil {
					t.Fatal(err)
				}
				res, err := Run(Options{Paths: []string{path}, Root: dir, RobustOptions: RobustOptions{ParseTimeout: time.Minute}})
				if err != nil {
					t.Fatal(err)
				}
				for _, f := range res.Run.Findings {
					if strings.Contains(f.Message, "abandoned") {
						t.Fatalf("%s", f.Message)
					}
				}
			})
		})
	}
}

// TestOpenQuoteLineUnderASecond: a megabyte line of Python after an
// unbalanced quote (2.3 s of tree-sitter's recovery, which its work budget
// does not see) is given up before the parse, at the quote: under a
// second of CPU, and the run incomplete (issue 46's bar).
func TestOpenQuoteLineUnderASecond(t *testing.T) {
	if testing.Short() {
		t.Skip("times whole runs")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "job.py")
	if err := os.WriteFile(path, []byte("from pyflink.table import TableEnvironment\nx = '"+strings.Repeat("a b ", 1<<18)), 0o644); err != nil {
		t.Fatal(err)
	}
	var res *Result
	cost := scaling.Cost(func() { res = lintOnce(t, dir, path) })
	if cost > time.Second {
		t.Errorf("took %v of CPU, want under 1 s", cost)
	}
	if len(res.Incomplete) != 1 || !strings.HasPrefix(res.Incomplete[0], "job.py: not analysed: syntax error: unterminated string literal here") {
		t.Errorf("incomplete %q, want job.py not analysed at the quote", res.Incomplete)
	}
	if len(res.Run.Findings) != 1 || res.Run.Findings[0].RuleID != "FL901" || res.Run.Findings[0].Location.StartLine != 2 || res.Run.Findings[0].Location.StartCol != 5 {
		t.Errorf("findings %+v, want one FL901 at 2:5", res.Run.Findings)
	}
}
