package server

import (
	"bytes"
	"path/filepath"
	"unicode/utf8"

	"github.com/flinklint/flinklint/langsvc"
	"github.com/flinklint/flinklint/model"
)

// This file wires the language service (package langsvc) into the server:
// document and workspace symbols, from the model of the last run that read
// each file. The service answers in byte offsets of root-relative files;
// the server converts them to and from the LSP's lines and UTF-16
// columns, with the text the run read.

// setModel records that the files of comp were last read by the run whose
// model is m (an incremental run's): the language service answers from it
// for them, and from the whole run's for the others.
func (st *state) setModel(m *model.Model, comp map[string]bool) {
	if m == nil || len(comp) == 0 {
		return
	}
	models := make(map[string]*model.Model, len(st.models)+len(comp))
	for p, old := range st.models {
		if !comp[p] {
			models[p] = old
		}
	}
	for p := range comp {
		if m.File(p) != nil {
			models[p] = m
		}
	}
	st.models = models
}

// modelOf is the model of the last run that read file p (root-relative),
// with the file; nil when no run read it.
func (st *state) modelOf(p string) (*model.Model, *model.File) {
	if st == nil {
		return nil, nil
	}
	if m := st.models[p]; m != nil {
		return m, m.File(p)
	}
	if m := st.whole.Model; m != nil {
		if f := m.File(p); f != nil {
			return m, f
		}
	}
	return nil, nil
}

// files are the workspace's files as the last runs read them.
func (st *state) files() []*model.File {
	if st == nil || st.whole.Model == nil {
		return nil
	}
	out := make([]*model.File, 0, len(st.whole.Model.Files))
	for _, f := range st.whole.Model.Files {
		if m := st.models[f.Path]; m != nil {
			if nf := m.File(f.Path); nf != nil {
				out = append(out, nf)
			}
			continue
		}
		out = append(out, f)
	}
	return out
}

// langState is the state and root the language service answers from.
func (s *server) langState() (*state, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state, s.root
}

// lspPosition is the LSP position of byte offset off of f, whose text is src.
func lspPosition(f *model.File, src []byte, off int) position {
	off = min(max(off, 0), len(src))
	tf := f.Tok
	if tf == nil || tf.Size() != len(src) {
		return position{}
	}
	line := tf.Line(tf.Pos(off))
	start := tf.Offset(tf.LineStart(line))
	if line == 1 && bytes.HasPrefix(src, bom) && off >= len(bom) {
		start = len(bom)
	}
	return position{Line: line - 1, Character: utf16Len(src[start:off])}
}

var bom = []byte{0xEF, 0xBB, 0xBF}

// utf16Len is the length of b in UTF-16 code units (an invalid byte counts
// as one).
func utf16Len(b []byte) int {
	n := 0
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		n++
		if r >= 0x10000 {
			n++
		}
		b = b[size:]
	}
	return n
}

// fileOffset is the byte offset of an LSP position in f, whose text is src
// (clamped to the line and the file).
func fileOffset(f *model.File, src []byte, p position) int {
	tf := f.Tok
	if tf == nil || tf.Size() != len(src) || p.Line < 0 {
		return 0
	}
	if p.Line >= tf.LineCount() {
		return len(src)
	}
	off := tf.Offset(tf.LineStart(p.Line + 1))
	if p.Line == 0 && bytes.HasPrefix(src, bom) {
		off = len(bom)
	}
	for n := 0; n < p.Character && off < len(src) && src[off] != '\n' && src[off] != '\r'; {
		r, size := utf8.DecodeRune(src[off:])
		n++
		if r >= 0x10000 {
			n++
		}
		off += size
	}
	return off
}

// lspRangeOf is the range of bytes start..end of the file p of the model.
func lspRangeOf(f *model.File, src []byte, start, end int) lspRange {
	return lspRange{Start: lspPosition(f, src, start), End: lspPosition(f, src, end)}
}

type documentSymbol struct {
	Name           string           `json:"name"`
	Detail         string           `json:"detail,omitempty"`
	Kind           int              `json:"kind"`
	Range          lspRange         `json:"range"`
	SelectionRange lspRange         `json:"selectionRange"`
	Children       []documentSymbol `json:"children,omitempty"`
}

type symbolInformation struct {
	Name          string   `json:"name"`
	Kind          int      `json:"kind"`
	Location      location `json:"location"`
	ContainerName string   `json:"containerName,omitempty"`
}

// documentSymbols answers textDocument/documentSymbol.
func (s *server) documentSymbols(p documentSymbolParams) []documentSymbol {
	st, root := s.langState()
	m, f := st.modelOf(relPath(root, uriPath(p.TextDocument.URI)))
	out := []documentSymbol{}
	if f == nil {
		return out
	}
	src := f.Source()
	var conv func(syms []langsvc.Symbol) []documentSymbol
	conv = func(syms []langsvc.Symbol) []documentSymbol {
		var ds []documentSymbol
		for _, sym := range syms {
			ds = append(ds, documentSymbol{Name: sym.Name, Detail: sym.Detail, Kind: int(sym.Kind),
				Range: lspRangeOf(f, src, sym.Start, sym.End), SelectionRange: lspRangeOf(f, src, sym.NameStart, sym.NameEnd),
				Children: conv(sym.Children)})
		}
		return ds
	}
	if ds := conv(langsvc.DocumentSymbols(m, f.Path)); ds != nil {
		out = ds
	}
	return out
}

// workspaceSymbols answers workspace/symbol.
func (s *server) workspaceSymbols(p workspaceSymbolParams) []symbolInformation {
	st, root := s.langState()
	out := []symbolInformation{}
	for _, sym := range langsvc.WorkspaceSymbols(st.files(), p.Query) {
		_, f := st.modelOf(sym.Path)
		if f == nil {
			continue
		}
		out = append(out, symbolInformation{Name: sym.Name, Kind: int(sym.Kind), ContainerName: sym.Path,
			Location: location{URI: fileURI(filepath.Join(root, filepath.FromSlash(sym.Path))),
				Range: lspRangeOf(f, f.Source(), sym.NameStart, sym.NameEnd)}})
	}
	return out
}

// at is the model, file and byte offset of a position of a document.
func (s *server) at(p textDocumentPositionParams) (*langsvc.Service, *model.Model, string, int, bool) {
	st, root := s.langState()
	m, f := st.modelOf(relPath(root, uriPath(p.TextDocument.URI)))
	if f == nil {
		return nil, nil, "", 0, false
	}
	return langsvc.New(m), m, f.Path, fileOffset(f, f.Source(), p.Position), true
}

// toLocations converts the service's locations (files of m) to the LSP's.
func (s *server) toLocations(m *model.Model, ls []langsvc.Location) []location {
	s.mu.Lock()
	root := s.root
	s.mu.Unlock()
	out := []location{}
	for _, l := range ls {
		f := m.File(l.Path)
		if f == nil {
			continue
		}
		out = append(out, location{URI: fileURI(filepath.Join(root, filepath.FromSlash(l.Path))), Range: lspRangeOf(f, f.Source(), l.Start, l.End)})
	}
	return out
}

// definition answers textDocument/definition.
func (s *server) definition(p textDocumentPositionParams) []location {
	svc, m, path, off, ok := s.at(p)
	if !ok {
		return []location{}
	}
	return s.toLocations(m, svc.Definition(path, off))
}

// references answers textDocument/references.
func (s *server) references(p referenceParams) []location {
	svc, m, path, off, ok := s.at(p.textDocumentPositionParams)
	if !ok {
		return []location{}
	}
	return s.toLocations(m, svc.References(path, off, p.Context.IncludeDeclaration))
}

// langHover is the language service's hover at a position: its text and
// range; ok is false when it knows nothing there.
func (s *server) langHover(p textDocumentPositionParams) (string, lspRange, bool) {
	svc, m, path, off, ok := s.at(p)
	if !ok {
		return "", lspRange{}, false
	}
	h, ok := svc.Hover(path, off)
	if !ok {
		return "", lspRange{}, false
	}
	f := m.File(h.At.Path)
	if f == nil {
		return "", lspRange{}, false
	}
	return h.Markdown, lspRangeOf(f, f.Source(), h.At.Start, h.At.End), true
}
