package deploy

import (
	"context"
	"errors"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/typescript/typescript"

	"github.com/flinklint/flinklint/internal/tsflat"
)

// The TypeScript CDK reader reads a Go copy of tree-sitter's tree, made by
// internal/tsflat in one cgo call: reading the tree through the binding,
// one cgo call (and often an allocation) per node and per question, cost
// about a second of CPU for a megabyte of CDK code (issue 46).

// tsNode is one node of a TypeScript syntax tree. Its methods are named
// as the binding's are.
type tsNode struct {
	kind, field string
	start, end  int
	named       bool
	kids        []*tsNode // the children in order
	nkids       []*tsNode // the named children in order
	// last is the index, in the tree's nodes, of the last node of this
	// node's subtree (pre-order).
	last int
}

func (n *tsNode) Type() string { return n.kind }

// Content is the node's source text.
func (n *tsNode) Content(src []byte) string { return string(src[n.start:n.end]) }

func (n *tsNode) StartByte() int { return n.start }
func (n *tsNode) EndByte() int   { return n.end }
func (n *tsNode) IsNamed() bool  { return n.named }

func (n *tsNode) NamedChildCount() int { return len(n.nkids) }

// NamedChild is the i-th named child, or nil.
func (n *tsNode) NamedChild(i int) *tsNode {
	if i < 0 || i >= len(n.nkids) {
		return nil
	}
	return n.nkids[i]
}

// ChildByFieldName is the first child that fills the field name, or nil.
func (n *tsNode) ChildByFieldName(name string) *tsNode {
	for _, c := range n.kids {
		if c.field == name {
			return c
		}
	}
	return nil
}

// tsGrammar names TypeScript's grammar symbols and fields.
var tsGrammar = sync.OnceValues(func() (kinds, fields []string) {
	lang := typescript.GetLanguage()
	n := int(lang.SymbolCount())
	kinds = make([]string, n)
	for i := range n {
		kinds[i] = lang.SymbolName(sitter.Symbol(i))
	}
	fields = []string{""}
	for id := 1; ; id++ { // field ids run from 1 without gaps
		name := lang.FieldName(id)
		if name == "" {
			return kinds, fields
		}
		fields = append(fields, name)
	}
})

// maxTSNodes bounds the syntax tree of a TypeScript file (about 60 bytes a
// node here).
const maxTSNodes = 1 << 22

// parseTypeScript parses src and returns its nodes in pre-order, the root
// first.
func parseTypeScript(src []byte) ([]tsNode, error) {
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(typescript.GetLanguage())
	tree, err := parser.ParseCtx(context.Background(), nil, src)
	if err != nil || tree == nil {
		return nil, errors.New("unreadable TypeScript")
	}
	recs, ok := tsflat.Node(tree.RootNode(), nil, maxTSNodes)
	tree.Close()
	if len(src) > tsflat.TrimAbove {
		tsflat.TrimCHeap()
	}
	if !ok || len(recs) == 0 {
		return nil, errors.New("TypeScript too large to analyse")
	}
	kinds, fields := tsGrammar()
	nodes := make([]tsNode, len(recs))
	nkids := make([]int32, 2*len(recs))
	nnamed := nkids[len(recs):]
	total := 0
	for i := range recs {
		if p := recs[i].Parent; p >= 0 {
			nkids[p]++
			total++
			if recs[i].Flags&tsflat.Named != 0 {
				nnamed[p]++
				total++
			}
		}
	}
	ptrs := make([]*tsNode, total)
	for i := range recs {
		r := &recs[i]
		n := &nodes[i]
		n.kind = "ERROR" // ts_builtin_sym_error, 65535: no name in the table
		if int(r.Symbol) < len(kinds) {
			n.kind = kinds[r.Symbol]
		}
		if int(r.Field) < len(fields) {
			n.field = fields[r.Field]
		}
		n.start, n.end = int(r.Start), int(r.End)
		n.named = r.Flags&tsflat.Named != 0
		n.last = i
		k, m := int(nkids[i]), int(nnamed[i])
		n.kids, ptrs = ptrs[:0:k], ptrs[k:]
		n.nkids, ptrs = ptrs[:0:m], ptrs[m:]
		if r.Parent >= 0 {
			p := &nodes[r.Parent]
			p.kids = append(p.kids, n)
			if n.named {
				p.nkids = append(p.nkids, n)
			}
		}
	}
	// A subtree ends where its last child's does (children follow their
	// parent, so a backward pass sees every child before its parent).
	for i := len(recs) - 1; i > 0; i-- {
		if p := recs[i].Parent; p >= 0 && nodes[i].last > nodes[p].last {
			nodes[p].last = nodes[i].last
		}
	}
	return nodes, nil
}
