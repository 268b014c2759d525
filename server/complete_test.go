package server

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Completion reads the buffer as the editor holds it, before any run has
// read the edit: the request comes right after the didChange.
func TestCompletionAndSignatureHelp(t *testing.T) {
	root := seedWorkspace(t)
	job := filepath.Join(root, "jobs", "s3_json_sink.py")
	jobURI := fileURI(job)
	c := startServer(t, root)
	text, _ := os.ReadFile(job)
	c.notify("textDocument/didOpen", didOpenParams{TextDocument: textDocumentItem{URI: jobURI, Version: 1, Text: string(text)}})
	c.diagnostics(jobURI, hasRule("FL001"))
	doc := textDocumentIdentifier{URI: jobURI}

	// A new option of s3_sink typed on line 41 (0-based 40), after 'auto-compaction'.
	edited := strings.Replace(string(text), "'auto-compaction' = 'true'\n", "'auto-compaction' = 'true',\n            'sink.rolling-policy.f\n", 1)
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": jobURI, "version": 2},
		"contentChanges": []map[string]any{{"text": edited}}})
	var list completionList
	json.Unmarshal(c.request("textDocument/completion", textDocumentPositionParams{TextDocument: doc, Position: position{Line: 40, Character: 34}}), &list)
	got := map[string]completionItem{}
	for _, it := range list.Items {
		got[it.Label] = it
	}
	it, ok := got["sink.rolling-policy.file-size"]
	if !ok {
		t.Fatalf("no sink.rolling-policy.file-size among %d items", len(list.Items))
	}
	want := lspRange{Start: position{Line: 40, Character: 13}, End: position{Line: 40, Character: 34}}
	if it.TextEdit.Range != want || it.TextEdit.NewText != "sink.rolling-policy.file-size" || it.Kind != 10 || !strings.Contains(it.Detail, "MemorySize") {
		t.Errorf("item %+v; want a property replacing %+v with the key, its detail the type", it, want)
	}
	for _, present := range []string{"path", "format", "auto-compaction", "connector"} {
		if _, ok := got[present]; ok {
			t.Errorf("%q is in the list already and offered again", present)
		}
	}

	// The columns of the table the query reads, in the INSERT's SELECT (line 47, one line added).
	list = completionList{}
	json.Unmarshal(c.request("textDocument/completion", textDocumentPositionParams{TextDocument: doc, Position: position{Line: 46, Character: 15}}), &list)
	labels := map[string]bool{}
	for _, it := range list.Items {
		labels[it.Label] = true
	}
	if !labels["payload"] || !labels["event_time"] || !labels["DATE_FORMAT"] || labels["dt"] {
		t.Errorf("completion in the select list: %d items, payload %v event_time %v DATE_FORMAT %v dt %v", len(list.Items), labels["payload"], labels["event_time"], labels["DATE_FORMAT"], labels["dt"])
	}

	// DATE_FORMAT(event_time, 'yyyy-MM-dd'): the second argument.
	var sig signatureHelp
	json.Unmarshal(c.request("textDocument/signatureHelp", textDocumentPositionParams{TextDocument: doc, Position: position{Line: 46, Character: 58}}), &sig)
	if len(sig.Signatures) != 1 || sig.Signatures[0].Label != "DATE_FORMAT(timestamp, string)" || sig.ActiveParameter != 1 ||
		len(sig.Signatures[0].Parameters) != 2 || sig.Signatures[0].Parameters[1].Label != [2]int{23, 29} {
		t.Errorf("signature help: %+v", sig)
	}
	// Outside a call: null.
	if got := string(c.request("textDocument/signatureHelp", textDocumentPositionParams{TextDocument: doc, Position: position{Line: 45, Character: 10}})); got != "null" {
		t.Errorf("signature help outside a call: %s", got)
	}
	c.request("shutdown", nil)
	c.notify("exit", nil)
}

func TestCompletionCapabilities(t *testing.T) {
	s := &server{conn: newConn(strings.NewReader(""), io.Discard), lintNow: make(chan struct{}, 1)}
	raw, _ := json.Marshal(map[string]any{"rootUri": fileURI(t.TempDir())})
	res, err := s.initialize(raw)
	if err != nil {
		t.Fatal(err)
	}
	caps := res.(map[string]any)["capabilities"].(map[string]any)
	comp, _ := json.Marshal(caps["completionProvider"])
	sig, _ := json.Marshal(caps["signatureHelpProvider"])
	if string(comp) != `{"triggerCharacters":["'",".","`+"`"+`"]}` || !strings.Contains(string(sig), `"triggerCharacters":["(",","]`) {
		t.Errorf("completion %s, signature help %s", comp, sig)
	}
}
