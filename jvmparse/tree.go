package jvmparse

// The Java and Scala readers copy each syntax tree into Go in one cgo call,
// as pyparse does (internal/tsflat); TestFlattenMatchesBinding checks the
// Go tree against the binding.

import (
	"context"
	"errors"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/flinklint/flinklint/internal/tsflat"
)

// node is one syntax node copied out of tree-sitter.
type node struct {
	kind       string
	field      string
	start, end int
	named      bool
	missing    bool
	parent     *node
	kids       []*node // every child, anonymous ones included
	nkids      []*node // named children
}

// child returns the first child filling field name, or nil.
func (n *node) child(name string) *node {
	if n == nil {
		return nil
	}
	for _, c := range n.kids {
		if c.field == name {
			return c
		}
	}
	return nil
}

// namedAt returns the i-th named child, or nil.
func (n *node) namedAt(i int) *node {
	if n == nil || i >= len(n.nkids) {
		return nil
	}
	return n.nkids[i]
}

// kindOf is n.kind, "" for nil.
func kindOf(n *node) string {
	if n == nil {
		return ""
	}
	return n.kind
}

// maxNodes bounds the syntax nodes of one file (about 150 bytes each).
const maxNodes = 1 << 20

// grammar is a tree-sitter language with its symbol and field names.
type grammar struct {
	lang   *sitter.Language
	kinds  []string
	fields []string
}

func newGrammar(lang *sitter.Language) *grammar {
	g := &grammar{lang: lang}
	n := int(lang.SymbolCount())
	g.kinds = make([]string, n)
	for i := 0; i < n; i++ {
		g.kinds[i] = lang.SymbolName(sitter.Symbol(i))
	}
	g.fields = []string{""}
	for id := 1; ; id++ {
		name := lang.FieldName(id)
		if name == "" {
			break
		}
		g.fields = append(g.fields, name)
	}
	return g
}

var errTooLarge = errors.New("too large to analyse: more than a million syntax nodes")

// parseTree parses src with ts (set to g's language) and returns the root
// of its Go copy. The tree-sitter tree is closed before it returns.
func parseTree(ts *sitter.Parser, g *grammar, src []byte) (*node, error) {
	tree, err := ts.ParseCtx(context.Background(), nil, src)
	if err != nil || tree == nil {
		return nil, errors.New("could not be parsed by tree-sitter")
	}
	defer func() {
		tree.Close()
		if len(src) > tsflat.TrimAbove {
			tsflat.TrimCHeap()
		}
	}()
	recs, ok := tsflat.Node(tree.RootNode(), nil, maxNodes)
	if !ok {
		return nil, errTooLarge
	}
	nodes := make([]node, len(recs))
	nkids := make([]int32, len(recs))
	nnamed := make([]int32, len(recs))
	for i := range recs {
		if p := recs[i].Parent; p >= 0 {
			nkids[p]++
			if recs[i].Flags&tsflat.Named != 0 {
				nnamed[p]++
			}
		}
	}
	total := 0
	for i := range recs {
		total += int(nkids[i]) + int(nnamed[i])
	}
	ptrs := make([]*node, total)
	at := 0
	for i := range recs {
		r := &recs[i]
		n := &nodes[i]
		n.kind = "ERROR" // ts_builtin_sym_error, 65535: no name in the table
		if int(r.Symbol) < len(g.kinds) {
			n.kind = g.kinds[r.Symbol]
		}
		if int(r.Field) < len(g.fields) {
			n.field = g.fields[r.Field]
		}
		n.start, n.end = int(r.Start), int(r.End)
		n.named, n.missing = r.Flags&tsflat.Named != 0, r.Flags&tsflat.Missing != 0
		n.kids = ptrs[at : at : at+int(nkids[i])]
		at += int(nkids[i])
		n.nkids = ptrs[at : at : at+int(nnamed[i])]
		at += int(nnamed[i])
		if r.Parent >= 0 {
			p := &nodes[r.Parent]
			n.parent = p
			p.kids = append(p.kids, n)
			if n.named {
				p.nkids = append(p.nkids, n)
			}
		}
	}
	return &nodes[0], nil
}
