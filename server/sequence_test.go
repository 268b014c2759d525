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
// Flink SQL only while it is open), and checks after each
// step that the server's run, which keeps what it can from the runs
// before, gives exactly the findings a fresh run gives on that state, and
// that a client that heard its publications holds exactly the fresh run's
// diagnostics.
func TestEditSequenceMatchesFreshRuns(t *testing.T) {
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
	jobText, appText, readerText := readFile(t, job), readFile(t, app), readFile(t, reader)
	s := &server{conn: newConn(strings.NewReader(""), io.Discard), opts: Options{Settings: linter.Settings{ParseCache: linter.NewParseCache(0)}},
		docs: map[string]string{}, published: map[string][]byte{}, edited: map[string]bool{}, root: root}
	buffer := func(p, text string) func() {
		return func() { s.docs[p], s.edited[fileURI(p)] = text, true }
	}
	const plainSQL = "SELECT name FROM users WHERE;\n"
	steps := []struct {
		name string
		do   func()
	}{
		{"the workspace on disk", func() {}},
		{"open the job", buffer(job, jobText)},
		{"turn compaction off in the buffer", buffer(job, strings.Replace(jobText, "'auto-compaction' = 'true'", "'auto-compaction' = 'false'", 1))},
		{"a comment typed on the first line", buffer(job, "# typing\n"+jobText)},
		{"the deployment stops naming the job", func() { writeFile(t, app, strings.ReplaceAll(appText, "jobs/s3_json_sink.py", "jobs/other.py")) }},
		{"the deployment names it again", func() { writeFile(t, app, appText) }},
		{"the deployment turns autoscaling off", func() {
			writeFile(t, app, strings.Replace(appText, "AutoScalingEnabled: true", "AutoScalingEnabled: false", 1))
		}},
		{"the SQL file the job reads is renamed", func() {
			if err := os.Rename(filepath.Join(root, "reader", "sink.sql"), filepath.Join(root, "reader", "sink_v2.sql")); err != nil {
				t.Fatal(err)
			}
		}},
		{"the job reads the new name, in a buffer", buffer(reader, strings.Replace(readerText, `"sink.sql"`, `"sink_v2.sql"`, 1))},
		{"the renamed file is edited on disk", func() {
			p := filepath.Join(root, "reader", "sink_v2.sql")
			writeFile(t, p, strings.ReplaceAll(readFile(t, p), "'true'", "'false'"))
		}},
		{"a new SQL script appears", func() {
			writeFile(t, filepath.Join(root, "sql", "extra.sql"), "SET 'execution.runtime-mode' = 'streaming';\n"+
				"CREATE TABLE s (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://b/s/', 'format' = 'json', 'auto-compaction' = 'true');\n")
		}},
		{"the deployment is edited in a buffer", buffer(app, strings.Replace(appText, "AutoScalingEnabled: true", "AutoScalingEnabled: false", 1))},
		{"the new script is deleted", func() { os.Remove(filepath.Join(root, "sql", "extra.sql")) }},
		{"a SQL file with no sign of Flink SQL", func() { writeFile(t, filepath.Join(root, "sql", "plain.sql"), plainSQL) }},
		{"the SQL file is opened: Flink SQL now", buffer(filepath.Join(root, "sql", "plain.sql"), plainSQL)},
		{"the SQL file is closed", func() { delete(s.docs, filepath.Join(root, "sql", "plain.sql")) }},
		{"the job's buffer is closed", func() { delete(s.docs, job) }},
		{"the deployment's buffer is closed", func() { delete(s.docs, app) }},
	}
	distinct := map[string]bool{}
	for _, step := range steps {
		step.do()
		s.lint()
		overlay := map[string][]byte{}
		for p, text := range s.docs {
			overlay[p] = []byte(text)
		}
		fresh, err := Lint(linter.Settings{}, root, overlay)
		if err != nil {
			t.Fatal(err)
		}
		want, got := encodeFindings(t, fresh.Run.Findings), encodeFindings(t, s.findings)
		distinct[want] = true
		if got != want {
			t.Errorf("%s: the server's findings differ from a fresh run's:\nserver: %s\nfresh:  %s", step.name, got, want)
		}
		if held, fresh := encodeFindings(t, heldDiagnostics(s.published)), encodeFindings(t, freshDiagnostics(fresh.Run, fresh.Root)); held != fresh {
			t.Errorf("%s: the client holds other diagnostics than a fresh run's:\nheld:  %s\nfresh: %s", step.name, held, fresh)
		}
	}
	if len(distinct) < 6 {
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
