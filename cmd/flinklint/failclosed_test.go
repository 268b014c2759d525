//go:build cgo

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// This file tests that a run which could not do what it was asked fails
// (issue 46): it never passes, and it never hangs.

// runCmdWithin is runCmd that fails the test when the run does not end
// within limit (a run that hangs on a named pipe).
func runCmdWithin(t *testing.T, limit time.Duration, args ...string) (int, string, string) {
	t.Helper()
	type result struct {
		code     int
		out, err string
	}
	done := make(chan result, 1)
	go func() {
		code, out, errOut := runCmd(t, args...)
		done <- result{code, out, errOut}
	}()
	select {
	case r := <-done:
		return r.code, r.out, r.err
	case <-time.After(limit):
		t.Fatalf("flinklint %s did not end within %v", strings.Join(args, " "), limit)
		return 0, "", ""
	}
}

// A deployments entry of the configuration that names a file that does not
// exist is a configuration error at its line and column (exit 2): the link
// it was written for would otherwise be lost without a word.
func TestDeploymentEntryNamingNoFile(t *testing.T) {
	dir := seedTree(t)
	cfg := "deployments:\n  - config: infra/flink-app.yml\n    jobs: [jobs/s3_json_sink.py]\n"
	if err := os.WriteFile(filepath.Join(dir, ".flinklint.yaml"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCmd(t, "check", dir)
	if code != exitUsage || !strings.Contains(errOut, ".flinklint.yaml:2:13: deployments.config: infra/flink-app.yml does not exist") {
		t.Errorf("exit %d, want %d and the entry's position:\n%s%s", code, exitUsage, out, errOut)
	}
	cfg = strings.Replace(cfg, "flink-app.yml", "flink-app.yaml", 1)
	if err := os.WriteFile(filepath.Join(dir, ".flinklint.yaml"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := runCmd(t, "check", dir); code != exitFindings {
		t.Errorf("with the file named right: exit %d, want %d:\n%s%s", code, exitFindings, out, errOut)
	}
}

// Issue 46 item 1: the verdict does not depend on how a job is named. The
// project's context comes from its root (the configuration's directory,
// else the repository's), whatever paths are named; the paths choose what
// is reported.
func TestVerdictWhateverTheJobIsNamed(t *testing.T) {
	seed, err := filepath.Abs(filepath.Join("..", "..", "examples", "seed"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		dir  string
		args []string
	}{
		{seed, []string{"jobs/s3_json_sink.py"}},
		{seed, []string{"jobs"}},
		{seed, []string{"jobs/"}},
		{filepath.Join(seed, "jobs"), nil},
		{filepath.Join(seed, "jobs"), []string{"."}},
		{filepath.Join(seed, "jobs"), []string{"s3_json_sink.py"}},
	} {
		t.Run(strings.Join(append([]string{filepath.Base(tt.dir)}, tt.args...), " "), func(t *testing.T) {
			t.Chdir(tt.dir)
			code, out, errOut := runCmd(t, append([]string{"check"}, tt.args...)...)
			if code != exitFindings || !strings.Contains(out, "error FL001") || !strings.Contains(out, "infra/flink-app.yaml:33:13") {
				t.Errorf("exit %d, want %d and FL001 as an error linked to the app config:\n%s%s", code, exitFindings, out, errOut)
			}
			if strings.Contains(out, "FL022") {
				t.Errorf("FL022 (no deployment linked) reported: the deployment was not read:\n%s", out)
			}
		})
	}
}

// Without a configuration, the repository root is the project root: a
// directory named below it is judged with the deployments beside it, and
// only what is below it is reported.
func TestNamedDirectoryReadInItsRepository(t *testing.T) {
	dir := seedTree(t)
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "infra", "other.sql"), []byte("SELECT * FROM t GROUP BY HOP(ts, INTERVAL '1' SECOND);\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCmd(t, "check", filepath.Join(dir, "jobs"))
	if code != exitFindings || !strings.Contains(out, "error FL001") {
		t.Errorf("exit %d, want %d and FL001 as an error:\n%s%s", code, exitFindings, out, errOut)
	}
	if strings.Contains(out, "other.sql") {
		t.Errorf("a finding outside the named directory was reported:\n%s", out)
	}
}

// Outside any repository and without a configuration, only the named
// paths are read, and the run says so: `flinklint check /tmp/x.sql` run
// from / must not walk the file system.
func TestNamedFileInNoProject(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"a/x.sql":         "CREATE TABLE t (a INT) WITH ('connector' = 'print');\nINSERT INTO t SELECT 1;\n",
		"b/elsewhere.sql": "CREATE TABLE s (id STRING) WITH ('connector'='filesystem','path'='/x','format'='json','auto-compaction'='true');\nINSERT INTO s SELECT id FROM src;\n",
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for d := dir; filepath.Dir(d) != d; d = filepath.Dir(d) {
		for _, marker := range []string{".git", ".flinklint.yaml", ".flinklint.yml"} {
			if _, err := os.Stat(filepath.Join(d, marker)); err == nil {
				t.Skipf("the temporary directory is in a project (%s)", d)
			}
		}
	}
	t.Chdir(string(filepath.Separator))
	code, out, errOut := runCmdWithin(t, 60*time.Second, "check", filepath.Join(dir, "a", "x.sql"))
	if code != exitOK || strings.Contains(out, "elsewhere.sql") {
		t.Errorf("exit %d, want 0 and nothing of b/:\n%s%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "no .flinklint.yaml and no git repository above") || !strings.Contains(errOut, "only the named paths were read") {
		t.Errorf("the run does not say it read only the named paths:\n%s", errOut)
	}
}

// Issue 46 item 2: a run that did not finish is no pass. Phases abandoned
// at --parse-timeout make the exit status 2 unless --allow-incomplete;
// --parse-timeout 0 is no limit.
func TestIncompleteRunFails(t *testing.T) {
	seed := filepath.Join("..", "..", "examples", "seed")
	code, out, errOut := runCmd(t, "check", "--parse-timeout", "1ns", seed)
	if code != exitUsage || !strings.Contains(errOut, "the analysis is incomplete") || !strings.Contains(errOut, "--allow-incomplete") {
		t.Errorf("--parse-timeout 1ns: exit %d, want %d and why:\n%s%s", code, exitUsage, out, errOut)
	}
	code, out, errOut = runCmd(t, "check", "--parse-timeout", "1ns", "--allow-incomplete", "--fail-on", "never", seed)
	if code != exitOK || !strings.Contains(errOut, "accepted (--allow-incomplete)") {
		t.Errorf("--allow-incomplete: exit %d, want %d:\n%s%s", code, exitOK, out, errOut)
	}
	code, out, errOut = runCmd(t, "check", "--parse-timeout", "0", seed)
	if code != exitFindings || !strings.Contains(out, "error FL001") || strings.Contains(out, "FL905") {
		t.Errorf("--parse-timeout 0 (no limit): exit %d, want %d and FL001:\n%s%s", code, exitFindings, out, errOut)
	}
	if code, _, errOut := runCmd(t, "check", "--parse-timeout", "-1s", seed); code != exitUsage || !strings.Contains(errOut, "0 for no limit") {
		t.Errorf("--parse-timeout -1s: exit %d, want %d:\n%s", code, exitUsage, errOut)
	}
}

// Issue 46, the bar "no input of 1 MB takes more than 1 s": a Python file
// of garbage is cut at the parse's work budget and not analysed; the run
// says where and fails as incomplete unless --allow-incomplete.
func TestGarbagePythonFailsClosed(t *testing.T) {
	var b strings.Builder
	b.WriteString("from pyflink.table import TableEnvironment\n")
	for i := 0; b.Len() < 1<<18; i++ {
		fmt.Fprintf(&b, ") $ %d ] ? { ` ! -> lambda ,\n", i)
	}
	dir := writeTree(t, map[string]string{"garbage.py": b.String()})
	code, out, errOut := runCmd(t, "check", "--output-format", "concise", dir)
	if code != exitUsage || !strings.Contains(out, "garbage.py:2:13: warning FL901 Python file not analysed: syntax error") ||
		!strings.Contains(errOut, "the analysis is incomplete") {
		t.Errorf("garbage Python: exit %d, want %d, FL901 on line 2 and why:\n%s%s", code, exitUsage, out, errOut)
	}
	if code, out, errOut := runCmd(t, "check", "--allow-incomplete", dir); code != exitOK {
		t.Errorf("--allow-incomplete: exit %d, want %d:\n%s%s", code, exitOK, out, errOut)
	}
}

// Issue 46 item 13: a garbage SQL file gets at most 20 FL900 findings and
// a closing one that says how many more there are.
func TestSyntaxErrorsCappedPerFile(t *testing.T) {
	var b strings.Builder
	b.WriteString("CREATE TABLE t (a INT) WITH ('connector' = 'print');\n")
	for i := 0; i < 100; i++ {
		fmt.Fprintf(&b, "SELECT FROM WHERE %d ((;\n", i)
	}
	dir := writeTree(t, map[string]string{"garbage.sql": b.String()})
	code, out, errOut := runCmd(t, "check", "--select", "FL900", dir)
	if n := strings.Count(out, "FL900"); code != exitOK || n != 21 {
		t.Errorf("exit %d and %d FL900 findings, want 0 and 21:\n%s%s", code, n, out, errOut)
	}
	if !strings.Contains(out, "garbage.sql:22:8: warning FL900 80 more SQL syntax errors in this file, from here, not shown (the first 20 are)") {
		t.Errorf("no closing finding at the 21st error:\n%s", out)
	}
}

// Issue 46 item 12: the summary agrees with the findings. A DataStream job
// with findings is no "nothing to lint"; "in N files" counts the files
// read that are reported on (the named one, not its project); files read
// and found to hold no Flink are counted too.
func TestSummariesAgreeWithTheFindings(t *testing.T) {
	files := map[string]string{
		"ds.py": "from pyflink.datastream import StreamExecutionEnvironment, TimeCharacteristic\n\n" +
			"env = StreamExecutionEnvironment.get_execution_environment()\n" +
			"env.set_stream_time_characteristic(TimeCharacteristic.EventTime)\n" +
			"env.from_collection([1, 2, 3]).print()\nenv.execute(\"ds\")\n",
	}
	for i := 0; i < 40; i++ {
		files[fmt.Sprintf("lib/m%02d.py", i)] = fmt.Sprintf("def f%d(x):\n    return x + %d\n", i, i)
	}
	dir := writeTree(t, files)
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCmd(t, "check", "--target-flink", "2.1", filepath.Join(dir, "ds.py"))
	if code != exitOK || !strings.Contains(out, "FL063") || !strings.Contains(out, "2 warnings in 1 file; linted 1 Python job\n") ||
		strings.Contains(out+errOut, "nothing to lint") || strings.Contains(out, "no Flink job") {
		t.Errorf("a DataStream job with findings: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut := runCmd(t, "check", filepath.Join(dir, "ds.py")); code != exitOK || !strings.Contains(out, "no findings in 1 file; linted 1 Python job\n") {
		t.Errorf("one file named in a project of 41: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut := runCmd(t, "check", filepath.Join(dir, "lib")); code != exitOK || !strings.Contains(out, "no findings in 40 files") {
		t.Errorf("40 Python files without Flink: exit %d\n%s%s", code, out, errOut)
	}
}

// Issue 46 item 3: a query nested past the SQL parser's depth limit is
// reported where the limit was hit (FL900) and, not analysed past there,
// fails the run as incomplete unless --allow-incomplete.
func TestDeepQueryFailsClosed(t *testing.T) {
	dir := writeTree(t, map[string]string{"deep.sql": "CREATE TABLE s (a INT) WITH ('connector' = 'datagen');\nSELECT " +
		strings.Repeat("(", 150) + "1" + strings.Repeat(")", 150) + " FROM s;\n"})
	code, out, errOut := runCmd(t, "check", "--output-format", "concise", dir)
	if code != exitUsage || !strings.Contains(out, "warning FL900 SQL not analysed: query nested deeper than 200 levels") ||
		!strings.Contains(errOut, "the analysis is incomplete: 1 file or phase could not be analysed (first: deep.sql: query nested deeper") {
		t.Errorf("deep query: exit %d, want %d, FL900 and why:\n%s%s", code, exitUsage, out, errOut)
	}
	if code, out, errOut := runCmd(t, "check", "--allow-incomplete", dir); code != exitOK {
		t.Errorf("--allow-incomplete: exit %d, want %d:\n%s%s", code, exitOK, out, errOut)
	}
}
