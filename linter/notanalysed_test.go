package linter

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// Issue 46 item 3: a place a parser or reader did not analyse past, at
// one of its limits (a SQL query or type nested deeper than the parser
// follows, a deployment config nested deeper than its reader follows),
// leaves the run incomplete, as a file it could not read does; a syntax
// error of the input does not.
func TestLimitsMakeTheRunIncomplete(t *testing.T) {
	const flink = "CREATE TABLE s (a INT) WITH ('connector' = 'datagen');\n"
	deepQuery := flink + "SELECT " + strings.Repeat("(", 150) + "1" + strings.Repeat(")", 150) + " FROM s;\n"
	deepType := flink + "CREATE TABLE t (c " + strings.Repeat("ARRAY<", 250) + "INT" + strings.Repeat(">", 250) + ") WITH ('connector' = 'print');\n"
	deepYAML := "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec:\n  x: " + strings.Repeat("[", 250) + strings.Repeat("]", 250) + "\n"
	deepJSON := `{"Resources": {"App": {"Type": "AWS::KinesisAnalyticsV2::Application", "Properties": ` + strings.Repeat("[", 250) + strings.Repeat("]", 250) + "}}}\n"
	deepTF := "resource \"aws_kinesisanalyticsv2_application\" \"a\" {\n  x = " + strings.Repeat("[", 250) + strings.Repeat("]", 250) + "\n}\n"
	deepPy := "from pyflink.table import TableEnvironment\nt_env.execute_sql(\"SELECT " + strings.Repeat("(", 150) + "1" + strings.Repeat(")", 150) + "\")\n"
	for _, tt := range []struct {
		name, file, src, want string
	}{
		{"query", "job.sql", deepQuery, "job.sql: query nested deeper than 200 levels"},
		{"type", "job.sql", deepType, "job.sql: type nested deeper than 200 levels"},
		{"query in Python", "job.py", deepPy, "job.py: SQL in a string: query nested deeper than 200 levels"},
		{"YAML", "deploy.yaml", deepYAML, "deploy.yaml: YAML nested deeper than 200 levels"},
		{"JSON", "app.json", deepJSON, "app.json: unreadable JSON: nested deeper than 200 levels"},
		{"Terraform", "main.tf", deepTF, "main.tf: unreadable Terraform: brackets nested deeper than 200 levels"},
		{"syntax error", "job.sql", flink + "SELECT (1 FROM s;\n", ""},
		{"YAML syntax error", "deploy.yaml", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec: [\n", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, tt.file)
			if err := os.WriteFile(path, []byte(tt.src), 0o644); err != nil {
				t.Fatal(err)
			}
			res := lintOnce(t, dir, path)
			if tt.want == "" {
				if len(res.Incomplete) > 0 {
					t.Errorf("incomplete %q for a syntax error", res.Incomplete)
				}
				return
			}
			if len(res.Incomplete) != 1 || !strings.HasPrefix(res.Incomplete[0], tt.want) {
				t.Errorf("incomplete %q, want %q", res.Incomplete, tt.want)
			}
		})
	}
}

// TestLimitsOfUnrelatedFiles: when the run reports on some paths only (a
// file named in its project), a limit met in a file no reported job
// involves (a script it does not run, a config that deploys no reported
// job) does not fail it; one in a script a reported job runs does.
func TestLimitsOfUnrelatedFiles(t *testing.T) {
	const flink = "CREATE TABLE s (a INT) WITH ('connector' = 'datagen');\n"
	deep := flink + "SELECT " + strings.Repeat("(", 150) + "1" + strings.Repeat(")", 150) + " FROM s;\n"
	files := map[string]string{
		"named.sql":      flink + "SELECT a FROM s;\n",
		"other/deep.sql": deep,
		"job/job.py": "import os\nfrom pyflink.table import EnvironmentSettings, TableEnvironment\nHERE = os.path.dirname(__file__)\n" +
			"t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())\nwith open(os.path.join(HERE, \"deep.sql\")) as f:\n    t_env.execute_sql(f.read())\n",
		"job/deep.sql":     deep,
		"deploy/app.yaml":  "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec:\n  x: " + strings.Repeat("[", 250) + strings.Repeat("]", 250) + "\n",
		"deploy/ok.yaml":   "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec: {}\n",
		"deploy/other.txt": "",
	}
	dir := t.TempDir()
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run := func(report ...string) []string {
		set := map[string]bool{}
		for _, r := range report {
			set[r] = true
		}
		res, err := Run(Options{Root: dir, Paths: []string{dir}, ReportOn: set, RobustOptions: RobustOptions{ParseTimeout: time.Minute}})
		if err != nil {
			t.Fatal(err)
		}
		var paths []string
		for _, why := range res.Incomplete {
			p, _, _ := strings.Cut(why, ": ")
			paths = append(paths, p)
		}
		return paths
	}
	if got := run("named.sql"); len(got) > 0 {
		t.Errorf("named.sql: incomplete for %q, want none", got)
	}
	if got, want := run("deploy/"), []string{"deploy/app.yaml"}; !slices.Equal(got, want) {
		t.Errorf("deploy/: incomplete for %q, want %q", got, want)
	}
	if got, want := run("job/job.py"), []string{"job/deep.sql"}; !slices.Equal(got, want) {
		t.Errorf("job/job.py: incomplete for %q, want %q", got, want)
	}
	if got, want := run("other/"), []string{"other/deep.sql"}; !slices.Equal(got, want) {
		t.Errorf("other: incomplete for %q, want %q", got, want)
	}
}
