package server

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// client drives a server over pipes the way an editor does.
type client struct {
	t      *testing.T
	in     *io.PipeWriter
	conn   *conn
	nextID int
	notes  chan *message
	resps  chan *message
	done   chan error
}

func startServer(t *testing.T, root string) *client {
	t.Helper()
	cr, sw := io.Pipe() // server -> client
	sr, cw := io.Pipe() // client -> server
	c := &client{t: t, in: cw, conn: newConn(cr, cw), notes: make(chan *message, 100), resps: make(chan *message, 10), done: make(chan error, 1)}
	go func() {
		c.done <- Serve(sr, sw, Options{Debounce: 10 * time.Millisecond})
		sw.Close()
	}()
	go func() {
		for {
			m, err := c.conn.read()
			if err != nil {
				close(c.notes)
				return
			}
			if m.Method != "" {
				c.notes <- m
			} else {
				c.resps <- m
			}
		}
	}()
	c.request("initialize", map[string]any{"rootUri": fileURI(root), "capabilities": map[string]any{}})
	c.notify("initialized", map[string]any{})
	return c
}

func (c *client) notify(method string, params any) {
	c.t.Helper()
	if err := c.conn.notify(method, params); err != nil {
		c.t.Fatal(err)
	}
}

func (c *client) request(method string, params any) json.RawMessage {
	c.t.Helper()
	c.nextID++
	id := json.RawMessage(fmt.Sprint(c.nextID))
	b, _ := json.Marshal(params)
	if err := c.conn.write(&message{ID: &id, Method: method, Params: b}); err != nil {
		c.t.Fatal(err)
	}
	select {
	case m := <-c.resps:
		if m.Error != nil {
			c.t.Fatalf("%s: %s", method, m.Error.Message)
		}
		out, _ := json.Marshal(m.Result)
		return out
	case <-time.After(10 * time.Second):
		c.t.Fatalf("%s: no response", method)
	}
	return nil
}

// diagnostics waits for the diagnostics of uri that satisfy ok.
func (c *client) diagnostics(uri string, ok func([]diagnostic) bool) []diagnostic {
	c.t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case m, open := <-c.notes:
			if !open {
				c.t.Fatal("the server closed the connection")
			}
			if m.Method != "textDocument/publishDiagnostics" {
				continue
			}
			var p publishDiagnosticsParams
			if err := json.Unmarshal(m.Params, &p); err != nil {
				c.t.Fatal(err)
			}
			if p.URI == uri && ok(p.Diagnostics) {
				return p.Diagnostics
			}
		case <-deadline:
			c.t.Fatalf("no diagnostics for %s as expected", uri)
		}
	}
}

func hasRule(id string) func([]diagnostic) bool {
	return func(ds []diagnostic) bool {
		for _, d := range ds {
			if d.Code == id {
				return true
			}
		}
		return false
	}
}

func seedWorkspace(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	for _, p := range []string{"jobs/s3_json_sink.py", "infra/flink-app.yaml"} {
		b, err := os.ReadFile(filepath.Join("..", "examples", "seed", filepath.FromSlash(p)))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(root, filepath.FromSlash(p))
		os.MkdirAll(filepath.Dir(dst), 0o755)
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestDiagnosticsFollowTheBufferAndTheDeployment(t *testing.T) {
	root := seedWorkspace(t)
	job := filepath.Join(root, "jobs", "s3_json_sink.py")
	jobURI, appURI := fileURI(job), fileURI(filepath.Join(root, "infra", "flink-app.yaml"))
	c := startServer(t, root)
	text, _ := os.ReadFile(job)
	c.notify("textDocument/didOpen", didOpenParams{TextDocument: textDocumentItem{URI: jobURI, Version: 1, Text: string(text)}})

	ds := c.diagnostics(jobURI, hasRule("FL001"))
	var fl001 diagnostic
	for _, d := range ds {
		if d.Code == "FL001" {
			fl001 = d
		}
	}
	if fl001.Severity != severityError || fl001.Range.Start != (position{Line: 39, Character: 12}) || fl001.Source != "flinklint" {
		t.Errorf("FL001: %+v", fl001)
	}
	if fl001.CodeDescription == nil || !strings.Contains(fl001.CodeDescription.Href, "FL001") {
		t.Errorf("FL001 links no documentation: %+v", fl001.CodeDescription)
	}
	if len(fl001.RelatedInformation) == 0 || fl001.RelatedInformation[0].Location.URI != appURI ||
		fl001.RelatedInformation[0].Location.Range.Start.Line != 32 {
		t.Errorf("FL001 related information: %+v", fl001.RelatedInformation)
	}

	// Quick fixes and hover on the finding.
	var actions []codeAction
	json.Unmarshal(c.request("textDocument/codeAction", codeActionParams{TextDocument: textDocumentIdentifier{URI: jobURI}, Range: fl001.Range}), &actions)
	found := false
	for _, a := range actions {
		for uri, edits := range a.Edit.Changes {
			if uri == jobURI && len(edits) == 1 && edits[0].NewText == "'false'" {
				found = true
			}
		}
	}
	if !found {
		t.Errorf("no quick fix setting 'false': %+v", actions)
	}
	var h hover
	json.Unmarshal(c.request("textDocument/hover", textDocumentPositionParams{TextDocument: textDocumentIdentifier{URI: jobURI}, Position: fl001.Range.Start}), &h)
	if !strings.Contains(h.Contents.Value, "FL001") || !strings.Contains(h.Contents.Value, "Fix") {
		t.Errorf("hover: %+v", h)
	}

	// Editing the unsaved buffer clears the finding.
	fixed := strings.Replace(string(text), "'auto-compaction' = 'true'", "'auto-compaction' = 'false'", 1)
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": jobURI, "version": 2},
		"contentChanges": []map[string]any{{"text": fixed}},
	})
	c.diagnostics(jobURI, func(ds []diagnostic) bool { return !hasRule("FL001")(ds) })

	// Back to compaction, but the deployment turns autoscaling off on disk:
	// the job's diagnostics follow the deployment.
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": jobURI, "version": 3},
		"contentChanges": []map[string]any{{"text": string(text)}},
	})
	c.diagnostics(jobURI, hasRule("FL001"))
	app := filepath.Join(root, "infra", "flink-app.yaml")
	b, _ := os.ReadFile(app)
	os.WriteFile(app, []byte(strings.Replace(string(b), "AutoScalingEnabled: true", "AutoScalingEnabled: false", 1)), 0o644)
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []map[string]any{{"uri": appURI, "type": 2}}})
	c.diagnostics(jobURI, func(ds []diagnostic) bool { return !hasRule("FL001")(ds) })

	// A suppression comment in the buffer works.
	suppressed := strings.Replace(string(text), "'auto-compaction' = 'true'", "'auto-compaction' = 'true'  -- flinklint: ignore[FL001] compacted downstream", 1)
	os.WriteFile(app, b, 0o644)
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": jobURI, "version": 4},
		"contentChanges": []map[string]any{{"text": suppressed}},
	})
	c.diagnostics(jobURI, func(ds []diagnostic) bool { return !hasRule("FL001")(ds) })

	c.request("shutdown", nil)
	c.notify("exit", nil)
	select {
	case err := <-c.done:
		if err != nil {
			t.Errorf("Serve after shutdown and exit: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Error("the server did not exit")
	}
}

func TestRequestsBeforeInitialize(t *testing.T) {
	cr, sw := io.Pipe()
	sr, cw := io.Pipe()
	go Serve(sr, sw, Options{})
	c := newConn(cr, cw)
	id := json.RawMessage("7")
	c.write(&message{ID: &id, Method: "textDocument/hover", Params: json.RawMessage(`{}`)})
	m, err := c.read()
	if err != nil || m.Error == nil || m.Error.Code != codeNotInitialized {
		t.Errorf("hover before initialize: %+v %v", m, err)
	}
}

// BenchmarkRediagnose measures one run after an edit of a 1,000-line job
// in a workspace with its deployment (the time from the debounce to the
// published diagnostics).
func BenchmarkRediagnose(b *testing.B) {
	root := b.TempDir()
	var job strings.Builder
	job.WriteString("from pyflink.table import EnvironmentSettings, TableEnvironment\n\nt_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())\n")
	for i := 0; i < 333; i++ {
		fmt.Fprintf(&job, "t_env.execute_sql(\"\"\"CREATE TABLE t%d (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://b/%d/', 'format' = 'json',\n  'auto-compaction' = 'true')\"\"\")\n\n", i, i)
	}
	os.MkdirAll(filepath.Join(root, "jobs"), 0o755)
	os.WriteFile(filepath.Join(root, "jobs", "job.py"), []byte(job.String()), 0o644)
	seed, _ := os.ReadFile(filepath.Join("..", "examples", "seed", "infra", "flink-app.yaml"))
	os.MkdirAll(filepath.Join(root, "infra"), 0o755)
	os.WriteFile(filepath.Join(root, "infra", "flink-app.yaml"), []byte(strings.Replace(string(seed), "jobs/s3_json_sink.py", "jobs/job.py", 1)), 0o644)
	lines := strings.Count(job.String(), "\n")
	s := &server{conn: newConn(strings.NewReader(""), io.Discard), opts: Options{},
		docs: map[string]string{filepath.Join(root, "jobs", "job.py"): job.String()}, published: map[string][]byte{}, edited: map[string]bool{}, root: root}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.lint()
	}
	b.ReportMetric(float64(lines), "lines")
}
