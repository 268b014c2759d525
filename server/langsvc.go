package server

import (
	"path/filepath"

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

// The server converts positions with the language service's one
// conversion (langsvc.Lines): the lines of a file are indexed once a
// request, then each range is a binary search and a count on its line.

// toLSP is p as the protocol writes it.
func toLSP(p langsvc.Position) position { return position{Line: p.Line, Character: p.Character} }

// fileOffset is the byte offset of an LSP position in the text lines
// index, clamped to the line and the text (a line past the last is the
// text's end).
func fileOffset(lines *langsvc.Lines, src []byte, p position) int {
	off, ok := lines.Offset(langsvc.Position{Line: p.Line, Character: p.Character})
	switch {
	case ok:
		return off
	case p.Line < 0:
		return 0
	case p.Character < 0:
		off, _ = lines.Offset(langsvc.Position{Line: p.Line})
		return off
	}
	return len(src)
}

// lspRangeOf is the LSP range of bytes start..end of the text lines index.
func lspRangeOf(lines *langsvc.Lines, start, end int) lspRange {
	return lspRange{Start: toLSP(lines.Position(start)), End: toLSP(lines.Position(end))}
}

// fileLines indexes the lines of files as a request needs them, each once.
type fileLines map[*model.File]*langsvc.Lines

func (fl fileLines) of(f *model.File) *langsvc.Lines {
	l := fl[f]
	if l == nil {
		l = langsvc.NewLines(f.Source())
		fl[f] = l
	}
	return l
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
	lines := langsvc.NewLines(f.Source())
	var conv func(syms []langsvc.Symbol) []documentSymbol
	conv = func(syms []langsvc.Symbol) []documentSymbol {
		var ds []documentSymbol
		for _, sym := range syms {
			ds = append(ds, documentSymbol{Name: sym.Name, Detail: sym.Detail, Kind: int(sym.Kind),
				Range: lspRangeOf(lines, sym.Start, sym.End), SelectionRange: lspRangeOf(lines, sym.NameStart, sym.NameEnd),
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
	lines := fileLines{}
	for _, sym := range langsvc.WorkspaceSymbols(st.files(), p.Query) {
		_, f := st.modelOf(sym.Path)
		if f == nil {
			continue
		}
		out = append(out, symbolInformation{Name: sym.Name, Kind: int(sym.Kind), ContainerName: sym.Path,
			Location: location{URI: fileURI(filepath.Join(root, filepath.FromSlash(sym.Path))),
				Range: lspRangeOf(lines.of(f), sym.NameStart, sym.NameEnd)}})
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
	src := f.Source()
	return langsvc.New(m), m, f.Path, fileOffset(langsvc.NewLines(src), src, p.Position), true
}

// toLocations converts the service's locations (files of m) to the LSP's.
func (s *server) toLocations(m *model.Model, ls []langsvc.Location) []location {
	s.mu.Lock()
	root := s.root
	s.mu.Unlock()
	out := []location{}
	lines := fileLines{}
	for _, l := range ls {
		f := m.File(l.Path)
		if f == nil {
			continue
		}
		out = append(out, location{URI: fileURI(filepath.Join(root, filepath.FromSlash(l.Path))), Range: lspRangeOf(lines.of(f), l.Start, l.End)})
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
	return h.Markdown, lspRangeOf(langsvc.NewLines(f.Source()), h.At.Start, h.At.End), true
}
