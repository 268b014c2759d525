package server

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/langsvc"
	"github.com/flinklint/flinklint/linter"
)

func TestDocumentAndWorkspaceSymbols(t *testing.T) {
	root := seedWorkspace(t)
	job := filepath.Join(root, "jobs", "s3_json_sink.py")
	jobURI := fileURI(job)
	c := startServer(t, root)
	text, _ := os.ReadFile(job)
	c.notify("textDocument/didOpen", didOpenParams{TextDocument: textDocumentItem{URI: jobURI, Version: 1, Text: string(text)}})
	c.diagnostics(jobURI, hasRule("FL001"))

	var syms []documentSymbol
	json.Unmarshal(c.request("textDocument/documentSymbol", documentSymbolParams{TextDocument: textDocumentIdentifier{URI: jobURI}}), &syms)
	var names []string
	for _, s := range syms {
		names = append(names, s.Name)
	}
	if strings.Join(names, ", ") != "events, s3_sink, INSERT INTO s3_sink" {
		t.Fatalf("symbols: %v", names)
	}
	// CREATE TABLE s3_sink ( is line 31 of the job, the name at column 22.
	if got := syms[1].SelectionRange; got != (lspRange{Start: position{Line: 30, Character: 21}, End: position{Line: 30, Character: 28}}) {
		t.Errorf("s3_sink's name: %+v", got)
	}
	if syms[1].Range.Start != (position{Line: 30, Character: 8}) || syms[1].Kind != 23 || len(syms[1].Children) != 3 {
		t.Errorf("s3_sink: %+v", syms[1])
	}

	var infos []symbolInformation
	json.Unmarshal(c.request("workspace/symbol", workspaceSymbolParams{Query: "sink"}), &infos)
	if len(infos) != 1 || infos[0].Name != "s3_sink" || infos[0].Location.URI != jobURI || infos[0].Location.Range.Start != (position{Line: 30, Character: 21}) {
		t.Errorf("workspace symbols: %+v", infos)
	}
	c.request("shutdown", nil)
	c.notify("exit", nil)
}

func TestHoverDefinitionAndReferences(t *testing.T) {
	root := seedWorkspace(t)
	job := filepath.Join(root, "jobs", "s3_json_sink.py")
	jobURI := fileURI(job)
	c := startServer(t, root)
	text, _ := os.ReadFile(job)
	c.notify("textDocument/didOpen", didOpenParams{TextDocument: textDocumentItem{URI: jobURI, Version: 1, Text: string(text)}})
	c.diagnostics(jobURI, hasRule("FL001"))
	doc := textDocumentIdentifier{URI: jobURI}

	// On the FL001 finding: the finding, then the option.
	var h hover
	json.Unmarshal(c.request("textDocument/hover", textDocumentPositionParams{TextDocument: doc, Position: position{Line: 39, Character: 14}}), &h)
	fl001, option := strings.Index(h.Contents.Value, "**FL001**"), strings.Index(h.Contents.Value, "**'auto-compaction'**: option of the 'filesystem' connector (Flink 1.19")
	if fl001 < 0 || option < fl001 || h.Range == nil || h.Range.Start != (position{Line: 39, Character: 12}) {
		t.Errorf("hover on 'auto-compaction': %+v", h)
	}
	// On an option without a finding: the option alone, its range the key.
	h = hover{}
	json.Unmarshal(c.request("textDocument/hover", textDocumentPositionParams{TextDocument: doc, Position: position{Line: 37, Character: 16}}), &h)
	if !strings.HasPrefix(h.Contents.Value, "**'format'**: option of the 'filesystem' connector") || h.Range.Start != (position{Line: 37, Character: 12}) || h.Range.End != (position{Line: 37, Character: 20}) {
		t.Errorf("hover on 'format': %+v", h)
	}

	// INSERT INTO s3_sink (line 45) goes to CREATE TABLE s3_sink (line 31).
	var locs []location
	json.Unmarshal(c.request("textDocument/definition", textDocumentPositionParams{TextDocument: doc, Position: position{Line: 44, Character: 22}}), &locs)
	if len(locs) != 1 || locs[0].URI != jobURI || locs[0].Range != (lspRange{Start: position{Line: 30, Character: 21}, End: position{Line: 30, Character: 28}}) {
		t.Errorf("definition of s3_sink: %+v", locs)
	}
	locs = nil
	json.Unmarshal(c.request("textDocument/references", map[string]any{"textDocument": doc, "position": position{Line: 30, Character: 23},
		"context": map[string]any{"includeDeclaration": true}}), &locs)
	if len(locs) != 2 || locs[0].Range.Start.Line != 30 || locs[1].Range.Start != (position{Line: 44, Character: 20}) {
		t.Errorf("references of s3_sink: %+v", locs)
	}
	// Nothing at a keyword: an empty list, not an error.
	if got := string(c.request("textDocument/definition", textDocumentPositionParams{TextDocument: doc, Position: position{Line: 44, Character: 9}})); got != "[]" {
		t.Errorf("definition at INSERT: %s", got)
	}
	c.request("shutdown", nil)
	c.notify("exit", nil)
}

// After an incremental run the symbols are those of the edited buffer, not
// of the last whole run.
func TestSymbolsFollowAnIncrementalRun(t *testing.T) {
	root := seedWorkspace(t)
	job := filepath.Join(root, "jobs", "s3_json_sink.py")
	text, _ := os.ReadFile(job)
	s := &server{conn: newConn(strings.NewReader(""), io.Discard), opts: Options{},
		docs: map[string]string{job: string(text)}, published: map[string][]byte{}, edited: map[string]bool{},
		outside: map[string][]byte{}, told: map[string]bool{}, root: root, watching: true}
	s.opts.Settings.ParseCache = linter.NewParseCache(0)
	s.lint()
	s.docs[job] = strings.Replace(string(text), "CREATE TABLE s3_sink", "CREATE TABLE s3_out", 1)
	s.lint()
	if s.state.comp == nil {
		t.Fatal("the edit was not linted incrementally")
	}
	var names []string
	for _, sym := range s.documentSymbols(documentSymbolParams{TextDocument: textDocumentIdentifier{URI: fileURI(job)}}) {
		names = append(names, sym.Name)
	}
	if strings.Join(names, ", ") != "events, s3_out, INSERT INTO s3_sink" {
		t.Errorf("symbols after the edit: %v", names)
	}
	var ws []string
	for _, sym := range s.workspaceSymbols(workspaceSymbolParams{}) {
		ws = append(ws, sym.Name)
	}
	if strings.Join(ws, ", ") != "events, s3_out" {
		t.Errorf("workspace symbols after the edit: %v", ws)
	}
}

func TestPositionsRoundTrip(t *testing.T) {
	root := t.TempDir()
	src := "\xEF\xBB\xBFa\r\n😀 x\rb\n"
	os.WriteFile(filepath.Join(root, "q.sql"), []byte(src), 0o644)
	res, err := Lint(Options{}.Settings, root, nil)
	if err != nil {
		t.Fatal(err)
	}
	f := res.Model.File("q.sql")
	if f == nil {
		t.Fatal("no q.sql")
	}
	b := f.Source()
	lines := langsvc.NewLines(b)
	for off, want := range map[int]position{3: {0, 0}, 4: {0, 1}, 6: {1, 0}, 10: {1, 2}, 11: {1, 3}, 12: {1, 4}, 13: {2, 0}} {
		if got := lspRangeOf(lines, off, off).Start; got != want {
			t.Errorf("offset %d: %+v, want %+v", off, got, want)
		}
		if back := fileOffset(lines, b, want); back != off {
			t.Errorf("%+v: offset %d, want %d", want, back, off)
		}
	}
	if got := fileOffset(lines, b, position{Line: 0, Character: 40}); got != 4 {
		t.Errorf("past the line's end: %d", got)
	}
	if got := fileOffset(lines, b, position{Line: 9, Character: 0}); got != len(b) {
		t.Errorf("past the last line: %d", got)
	}
}
