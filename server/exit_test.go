package server

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestExitWithoutShutdown checks the LSP rule: exit without a shutdown
// before it ends the server with ErrExitWithoutShutdown (the command exits
// 1), and after one with nil (exit 0).
func TestExitWithoutShutdown(t *testing.T) {
	root := seedWorkspace(t)
	c := startServer(t, root)
	c.notify("exit", nil)
	select {
	case err := <-c.done:
		if !errors.Is(err, ErrExitWithoutShutdown) {
			t.Errorf("exit without shutdown: Serve returned %v, want ErrExitWithoutShutdown", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not stop on exit")
	}
	c = startServer(t, root)
	c.request("shutdown", nil)
	c.notify("exit", nil)
	select {
	case err := <-c.done:
		if err != nil {
			t.Errorf("exit after shutdown: Serve returned %v, want nil", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not stop on exit")
	}
}

// TestFileOutsideTheWorkspace checks a buffer opened from outside the
// workspace root is linted on its own (its own project as context), and
// that the client is told so once.
func TestFileOutsideTheWorkspace(t *testing.T) {
	root := seedWorkspace(t)
	other := t.TempDir()
	job := filepath.Join(other, "job.sql")
	text := "CREATE TABLE events (id STRING) WITH (\n  'connector' = 'kafak',\n  'topic' = 'events',\n  'properties.bootstrap.servers' = 'broker:9092',\n  'format' = 'json'\n);\nINSERT INTO out_t SELECT id FROM events;\n"
	if err := os.WriteFile(job, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c := startServer(t, root)
	uri := fileURI(job)
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "sql", "version": 1, "text": text}})
	told := false
	deadline := time.After(20 * time.Second)
	var got []diagnostic
	for got == nil || !told {
		select {
		case m, open := <-c.notes:
			if !open {
				t.Fatal("the server closed the connection")
			}
			switch m.Method {
			case "window/showMessage", "window/logMessage":
				var p struct {
					Type    int    `json:"type"`
					Message string `json:"message"`
				}
				json.Unmarshal(m.Params, &p)
				if strings.Contains(p.Message, "outside the workspace") && strings.Contains(p.Message, "job.sql") {
					told = true
				}
			case "textDocument/publishDiagnostics":
				var p publishDiagnosticsParams
				json.Unmarshal(m.Params, &p)
				if p.URI == uri && hasRule("FL011")(p.Diagnostics) {
					got = p.Diagnostics
				}
			}
		case <-deadline:
			t.Fatalf("a file outside the workspace: diagnostics %v, told %v", got, told)
		}
	}
	// An edit is linted again, and the client is not told twice.
	fixed := strings.Replace(text, "kafak", "kafka", 1)
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 2}, "contentChanges": []map[string]any{{"text": fixed}}})
	deadline = time.After(20 * time.Second)
	for {
		select {
		case m := <-c.notes:
			if m.Method == "window/showMessage" {
				t.Errorf("told twice: %s", m.Params)
			}
			if m.Method != "textDocument/publishDiagnostics" {
				continue
			}
			var p publishDiagnosticsParams
			json.Unmarshal(m.Params, &p)
			if p.URI == uri && !hasRule("FL011")(p.Diagnostics) {
				c.request("shutdown", nil)
				c.notify("exit", nil)
				return
			}
		case <-deadline:
			t.Fatal("the edit outside the workspace was not linted again")
		}
	}
}
