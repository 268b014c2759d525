package server

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/linter"
)

// TestEditSequenceMatchesFreshRuns edits a workspace step by step, in
// buffers and on disk, with edits that change what links to what (a
// deployment that stops and starts naming a job, a SQL file renamed under
// the job that reads it, a file added and removed, a SQL file read as
// Flink SQL only while it is open, the project's configuration), and
// checks after each step that the server's run, which keeps what it can
// from the runs before, gives exactly the findings a fresh run gives on
// that state, and that a client that heard its publications holds exactly
// the fresh run's diagnostics. It runs the steps for a client that watches
// nothing (every run a whole run, since a file may have changed on disk
// unseen) and for one that watches the workspace's files and tells of each
// change on disk: then the edits of Python and SQL buffers are linted
// incrementally (incremental.go), which the steps marked so must be, and
// the others by a whole run, which the steps marked so must be.
func TestEditSequenceMatchesFreshRuns(t *testing.T) {
	for _, watching := range []bool{false, true} {
		t.Run(map[bool]string{false: "watching nothing", true: "watching files"}[watching], func(t *testing.T) {
			editSequence(t, watching)
		})
	}
}

// how a step must be linted when the client watches files.
const (
	anyRun = iota
	incrementalRun
	wholeRun
)

func editSequence(t *testing.T, watching bool) {
	root := seedWorkspace(t)
	for _, name := range []string{"job.py", "sink.sql", "app.yaml"} {
		b, err := os.ReadFile(filepath.Join("..", "testdata", "FL001", "py_reads_sql_file", name))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(root, "reader", name), string(b))
	}
	job := filepath.Join(root, "jobs", "s3_json_sink.py")
	app := filepath.Join(root, "infra", "flink-app.yaml")
	reader := filepath.Join(root, "reader", "job.py")
	sinkSQL := filepath.Join(root, "reader", "sink.sql")
	config := filepath.Join(root, ".flinklint.yaml")
	secretSQL := filepath.Join(root, "sql", "secret.sql")
	helper := filepath.Join(root, "jobs", "util.py")
	const helperText = "def add(a, b):\n    return a + b\n"
	const secretText = "CREATE TABLE users (id STRING) WITH ('connector' = 'jdbc', 'url' = 'jdbc:mysql://db:3306/app', " +
		"'table-name' = 'users', 'username' = 'app', 'password' = 's3cr3t-passw0rd');\nINSERT INTO users SELECT 'x';\n"
	jobText, appText, readerText, sinkText := readFile(t, job), readFile(t, app), readFile(t, reader), readFile(t, sinkSQL)
	s := &server{conn: newConn(strings.NewReader(""), io.Discard), opts: Options{Settings: linter.Settings{ParseCache: linter.NewParseCache(0)}},
		docs: map[string]string{}, published: map[string][]byte{}, edited: map[string]bool{}, root: root, watching: watching}
	buffer := func(p, text string) func() {
		return func() { s.docs[p], s.edited[fileURI(p)] = text, true }
	}
	// A watching client tells of every change on disk.
	told := func(p string, kind int) {
		if watching {
			s.filesChanged([]fileEvent{{URI: fileURI(p), Type: kind}})
		}
	}
	write := func(p, text string) {
		_, err := os.Stat(p)
		writeFile(t, p, text)
		told(p, map[bool]int{true: 2, false: 1}[err == nil])
	}
	remove := func(p string) {
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
		told(p, 3)
	}
	const plainSQL = "SELECT name FROM users WHERE;\n"
	steps := []struct {
		name string
		do   func()
		run  int // when watching
	}{
		{"the workspace on disk", func() {}, wholeRun},
		{"open the job", buffer(job, jobText), wholeRun},
		{"turn compaction off in the buffer", buffer(job, strings.Replace(jobText, "'auto-compaction' = 'true'", "'auto-compaction' = 'false'", 1)), incrementalRun},
		{"a comment typed on the first line", buffer(job, "# typing\n"+jobText), incrementalRun},
		{"a syntax error typed", buffer(job, "# typing\n"+jobText+"\ndef broken(:\n"), incrementalRun},
		{"the syntax error removed", buffer(job, "# typing\n"+jobText), incrementalRun},
		{"the job stops being a PyFlink job", buffer(job, "print('no flink here')\n"), wholeRun},
		{"the job is a job again", buffer(job, "# typing\n"+jobText), anyRun},
		{"the buffer saved, as is, on disk", func() { write(job, "# typing\n"+jobText) }, incrementalRun},
		{"the deployment stops naming the job", func() { write(app, strings.ReplaceAll(appText, "jobs/s3_json_sink.py", "jobs/other.py")) }, wholeRun},
		{"the deployment names it again", func() { write(app, appText) }, wholeRun},
		{"the deployment turns autoscaling off", func() {
			write(app, strings.Replace(appText, "AutoScalingEnabled: true", "AutoScalingEnabled: false", 1))
		}, wholeRun},
		{"the job's comment typed on while autoscaling is off", buffer(job, "# typing on\n"+jobText), incrementalRun},
		{"open the SQL file the job reads", buffer(sinkSQL, sinkText), wholeRun},
		{"its buffer turns compaction off", buffer(sinkSQL, strings.ReplaceAll(sinkText, "'true'", "'false'")), incrementalRun},
		{"and on again, with a comment", buffer(sinkSQL, "-- edited\n"+sinkText), incrementalRun},
		{"the job reads no SQL file any more, in a buffer", buffer(reader, strings.Replace(readerText, `"sink.sql"`, `"missing.sql"`, 1)), wholeRun},
		{"and the SQL file again", buffer(reader, readerText), wholeRun},
		{"the SQL file's buffer is closed", func() { delete(s.docs, sinkSQL) }, wholeRun},
		{"the project's configuration appears", func() { write(config, "ignore: [FL001]\n") }, wholeRun},
		{"the job is edited under it", buffer(job, "# typing on and on\n"+jobText), incrementalRun},
		{"the project's configuration goes", func() { remove(config) }, wholeRun},
		{"a Python file with no Flink in it appears", func() { write(helper, helperText) }, wholeRun},
		{"it is opened", buffer(helper, helperText), wholeRun},
		{"it is edited, still with no Flink", buffer(helper, "# a comment\n"+helperText), incrementalRun},
		{"it becomes a PyFlink job", buffer(helper, helperText+"from pyflink.table import TableEnvironment\nt_env = TableEnvironment.create(None)\n"+
			"t_env.execute_sql(\"CREATE TABLE t (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://b/t/', 'format' = 'json', 'auto-compaction' = 'true')\")\n"), wholeRun},
		{"it is edited as a job", buffer(helper, helperText+"from pyflink.table import TableEnvironment\nt_env = TableEnvironment.create(None)\n"+
			"t_env.execute_sql(\"CREATE TABLE t (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://b/t/', 'format' = 'json', 'auto-compaction' = 'false')\")\n"), incrementalRun},
		{"it has no Flink again", buffer(helper, helperText), wholeRun},
		{"its buffer is closed", func() { delete(s.docs, helper) }, wholeRun},
		{"a README changes on disk", func() { write(filepath.Join(root, "README.md"), "# jobs\n") }, incrementalRun},
		{"a .gitignore appears", func() { write(filepath.Join(root, ".gitignore"), "sql/\n") }, wholeRun},
		{"and goes", func() { remove(filepath.Join(root, ".gitignore")) }, wholeRun},
		{"a script with a secret appears", func() { write(secretSQL, secretText) }, wholeRun},
		{"the job is edited beside it", buffer(job, "# typing with a secret around\n"+jobText), incrementalRun},
		{"the job's buffer quotes the secret", buffer(job, "# typing with a secret around: s3cr3t-passw0rd\n"+jobText), incrementalRun},
		{"the job's buffer adds a secret of its own", buffer(job, strings.Replace(jobText, "'format' = 'json'", "'format' = 'json', 'password' = 'an0ther-s3cret'", 1)), wholeRun},
		{"the script with a secret goes", func() { remove(secretSQL) }, wholeRun},
		{"the SQL file the job reads is renamed", func() {
			if err := os.Rename(sinkSQL, filepath.Join(root, "reader", "sink_v2.sql")); err != nil {
				t.Fatal(err)
			}
			told(sinkSQL, 3)
			told(filepath.Join(root, "reader", "sink_v2.sql"), 1)
		}, wholeRun},
		{"the job reads the new name, in a buffer", buffer(reader, strings.Replace(readerText, `"sink.sql"`, `"sink_v2.sql"`, 1)), wholeRun},
		{"the renamed file is edited on disk", func() {
			p := filepath.Join(root, "reader", "sink_v2.sql")
			write(p, strings.ReplaceAll(readFile(t, p), "'true'", "'false'"))
		}, wholeRun},
		{"a new SQL script appears", func() {
			write(filepath.Join(root, "sql", "extra.sql"), "SET 'execution.runtime-mode' = 'streaming';\n"+
				"CREATE TABLE s (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://b/s/', 'format' = 'json', 'auto-compaction' = 'true');\n")
		}, wholeRun},
		{"the deployment is edited in a buffer", buffer(app, strings.Replace(appText, "AutoScalingEnabled: true", "AutoScalingEnabled: false", 1)), wholeRun},
		{"the deployment's buffer changes again", buffer(app, appText), incrementalRun},
		{"the deployment's buffer turns autoscaling off", buffer(app, strings.Replace(appText, "AutoScalingEnabled: true", "AutoScalingEnabled: false", 1)), incrementalRun},
		{"the deployment's buffer stops naming the job", buffer(app, strings.ReplaceAll(appText, "jobs/s3_json_sink.py", "jobs/other.py")), incrementalRun},
		{"the deployment's buffer names the reader job instead", buffer(app, strings.ReplaceAll(appText, "jobs/s3_json_sink.py", "reader/job.py")), incrementalRun},
		// The job's buffer still holds the secret it added: it goes.
		{"the job's secret goes while its deployment names another", buffer(job, "# typing while unlinked\n"+jobText), wholeRun},
		{"the deployment's buffer names the reader job again", buffer(app, strings.ReplaceAll(appText, "jobs/s3_json_sink.py", "reader/job.py")+"# again\n"), incrementalRun},
		{"the job is edited while its deployment names another", buffer(job, "# typing while unlinked, on\n"+jobText), incrementalRun},
		{"the reader job is edited while the deployment names it", buffer(reader, "# typing in the reader\n"+strings.Replace(readerText, `"sink.sql"`, `"sink_v2.sql"`, 1)), incrementalRun},
		{"the deployment's buffer names the job again", buffer(app, appText), incrementalRun},
		{"a comment typed in the deployment's buffer", buffer(app, "# typing\n"+appText), incrementalRun},
		{"the job is edited after its deployment was", buffer(job, "# typing after the deployment\n"+jobText), incrementalRun},
		{"the deployment's buffer adds a secret", buffer(app, strings.Replace(appText, "AutoScalingEnabled: true", "AutoScalingEnabled: true\n            Password: sup3r-s3cret-passw0rd", 1)), anyRun},
		{"the new script is deleted", func() { remove(filepath.Join(root, "sql", "extra.sql")) }, wholeRun},
		{"a SQL file with no sign of Flink SQL", func() { write(filepath.Join(root, "sql", "plain.sql"), plainSQL) }, wholeRun},
		{"the SQL file is opened: Flink SQL now", buffer(filepath.Join(root, "sql", "plain.sql"), plainSQL), wholeRun},
		{"the SQL file is closed", func() { delete(s.docs, filepath.Join(root, "sql", "plain.sql")) }, wholeRun},
		{"the job's buffer is closed", func() { delete(s.docs, job) }, wholeRun},
		{"the deployment's buffer is closed", func() { delete(s.docs, app) }, wholeRun},
	}
	distinct := map[string]bool{}
	for _, step := range steps {
		step.do()
		s.lint()
		if watching {
			switch incremental := s.state.comp != nil; {
			case step.run == incrementalRun && !incremental:
				t.Errorf("%s: a whole run, where an incremental one was expected", step.name)
			case step.run == wholeRun && incremental:
				t.Errorf("%s: an incremental run, where a whole one was expected", step.name)
			}
		}
		overlay := map[string][]byte{}
		for p, text := range s.docs {
			overlay[p] = []byte(text)
		}
		fresh, err := Lint(linter.Settings{}, root, overlay)
		if err != nil {
			t.Fatal(err)
		}
		want, got := encodeFindings(t, fresh.Run.Findings), encodeFindings(t, s.state.all())
		distinct[want] = true
		if got != want {
			t.Errorf("%s: the server's findings differ from a fresh run's:\nserver: %s\nfresh:  %s", step.name, got, want)
		}
		if held, fresh := encodeFindings(t, heldDiagnostics(s.published)), encodeFindings(t, freshDiagnostics(fresh.Run, fresh.Root)); held != fresh {
			t.Errorf("%s: the client holds other diagnostics than a fresh run's:\nheld:  %s\nfresh: %s", step.name, held, fresh)
		}
	}
	if len(distinct) < 8 {
		t.Errorf("the steps gave %d distinct outcomes: they no longer test what they should", len(distinct))
	}
}

// freshDiagnostics are the diagnostics of a fresh run, encoded as the
// server publishes them, by URI.
func freshDiagnostics(run *finding.Run, root string) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	for uri, ds := range diagnosticsByURI(run, root) {
		b, _ := json.Marshal(ds)
		out[uri] = b
	}
	return out
}

// heldDiagnostics is what a client that heard every publication holds,
// without the files it holds no diagnostic for.
func heldDiagnostics(published map[string][]byte) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	for uri, b := range published {
		if string(b) != "[]" {
			out[uri] = b
		}
	}
	return out
}

func encodeFindings(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeFile(t *testing.T, p, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
