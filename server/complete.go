package server

import (
	"fmt"
	"path/filepath"

	"github.com/flinklint/flinklint/langsvc"
	"github.com/flinklint/flinklint/linter"
)

// This file answers textDocument/completion and textDocument/signatureHelp
// with the language service. The cursor is read in the buffer as it is
// now, parsed again (linter.ParseBuffer: a few milliseconds), since the
// request comes right after the edit that a run has not read yet; the
// job's facts (its Flink lines, its catalog) come from the model of the
// last run that read the file.

// Trigger characters: a quote opens an option key or value, a dot goes on
// with a dotted key or a qualified name; a parenthesis and a comma move to
// a function's next argument.
var (
	completionTriggers = []string{"'", ".", "`"}
	signatureTriggers  = []string{"(", ","}
)

// LSP CompletionItemKind of each item kind.
var completionKinds = [...]int{langsvc.ItemOption: 10, langsvc.ItemValue: 12, langsvc.ItemConnector: 9,
	langsvc.ItemFormat: 9, langsvc.ItemConfigKey: 10, langsvc.ItemTable: 7, langsvc.ItemView: 8,
	langsvc.ItemColumn: 5, langsvc.ItemFunction: 3, langsvc.ItemKeyword: 14}

type completionItem struct {
	Label         string         `json:"label"`
	Kind          int            `json:"kind"`
	Detail        string         `json:"detail,omitempty"`
	Documentation *markupContent `json:"documentation,omitempty"`
	SortText      string         `json:"sortText"`
	TextEdit      textEdit       `json:"textEdit"`
}

type completionList struct {
	IsIncomplete bool             `json:"isIncomplete"`
	Items        []completionItem `json:"items"`
}

type signatureHelp struct {
	Signatures      []signatureInformation `json:"signatures"`
	ActiveSignature int                    `json:"activeSignature"`
	ActiveParameter int                    `json:"activeParameter"`
}

type signatureInformation struct {
	Label         string                 `json:"label"`
	Documentation *markupContent         `json:"documentation,omitempty"`
	Parameters    []parameterInformation `json:"parameters"`
}

// parameterInformation's label is the parameter's span of the signature's
// label, in UTF-16 code units: a name that is part of another (str in
// string) is still the one meant.
type parameterInformation struct {
	Label [2]int `json:"label"`
}

// cursor reads the position of a document in its buffer's current text,
// with the facts of its job; ok is false for a file flinklint reads
// nothing in.
func (s *server) cursor(p textDocumentPositionParams) (c langsvc.Cursor, fx langsvc.Facts, src []byte, ok bool) {
	st, root := s.langState()
	osPath := uriPath(p.TextDocument.URI)
	s.mu.Lock()
	text, open := s.docs[osPath]
	s.mu.Unlock()
	rel := relPath(root, osPath)
	m, last := st.modelOf(rel)
	switch {
	case open:
		src = []byte(text)
	case last != nil:
		src = last.Source()
	default:
		return c, fx, nil, false
	}
	if rel == "" { // a buffer outside the workspace: its own directory is its project
		root, rel, m = filepath.Dir(osPath), filepath.Base(osPath), nil
	}
	f := linter.ParseBuffer(root, rel, src)
	if f == nil {
		return c, fx, nil, false
	}
	c = langsvc.At(m, f, src, langsvc.Position{Line: p.Position.Line, Character: p.Position.Character})
	return c, langsvc.FactsOf(m, rel), src, true
}

// completion answers textDocument/completion.
func (s *server) completion(p textDocumentPositionParams) completionList {
	out := completionList{Items: []completionItem{}}
	c, fx, src, ok := s.cursor(p)
	if !ok {
		return out
	}
	items := langsvc.Complete(c, fx)
	lines := langsvc.NewLines(src)
	for i, it := range items {
		ci := completionItem{Label: it.Label, Kind: completionKinds[it.Kind], Detail: it.Detail,
			SortText: fmt.Sprintf("%05d", i), // the service's order: the likeliest first
			TextEdit: textEdit{Range: lspRangeOf(lines, it.Start, it.End), NewText: it.Text}}
		if it.Doc != "" {
			ci.Documentation = &markupContent{Kind: "markdown", Value: it.Doc}
		}
		out.Items = append(out.Items, ci)
	}
	return out
}

// signatureHelp answers textDocument/signatureHelp; nil outside a call
// of a built-in function.
func (s *server) signatureHelp(p textDocumentPositionParams) *signatureHelp {
	c, fx, _, ok := s.cursor(p)
	if !ok {
		return nil
	}
	h := langsvc.SignatureAt(c, fx)
	if h == nil {
		return nil
	}
	out := &signatureHelp{Signatures: []signatureInformation{}, ActiveSignature: h.Active, ActiveParameter: h.ActiveParam}
	for _, sig := range h.Signatures {
		info := signatureInformation{Label: sig.Label, Parameters: []parameterInformation{}}
		if sig.Doc != "" {
			info.Documentation = &markupContent{Kind: "markdown", Value: sig.Doc}
		}
		for _, prm := range sig.Params {
			info.Parameters = append(info.Parameters, parameterInformation{Label: [2]int{prm.Start, prm.End}})
		}
		out.Signatures = append(out.Signatures, info)
	}
	return out
}
