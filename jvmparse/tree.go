package jvmparse

// The Java and Scala readers copy each syntax tree into Go in one cgo call,
// as pyparse does (pyparse/flatten.go, which explains why and how): a C
// loop walks the tree with a cursor and writes one record per node. The
// declarations restate the tree-sitter C API the walk uses;
// TestFlattenMatchesBinding checks the records against the binding.

/*
#include <stdint.h>
#include <stdbool.h>

typedef struct { uint32_t context[4]; const void *id; const void *tree; } jv_node;
typedef struct { const void *tree; const void *id; uint32_t context[3]; } jv_cursor;

extern jv_cursor ts_tree_cursor_new(jv_node);
extern void ts_tree_cursor_delete(jv_cursor *);
extern jv_node ts_tree_cursor_current_node(const jv_cursor *);
extern uint16_t ts_tree_cursor_current_field_id(const jv_cursor *);
extern bool ts_tree_cursor_goto_first_child(jv_cursor *);
extern bool ts_tree_cursor_goto_next_sibling(jv_cursor *);
extern bool ts_tree_cursor_goto_parent(jv_cursor *);
extern uint16_t ts_node_symbol(jv_node);
extern uint32_t ts_node_start_byte(jv_node);
extern uint32_t ts_node_end_byte(jv_node);
extern bool ts_node_is_named(jv_node);
extern bool ts_node_is_missing(jv_node);

typedef struct {
	uint32_t start, end;
	int32_t parent;
	uint16_t symbol, field;
	uint8_t named, missing;
} jv_record;

typedef struct {
	int32_t n;
	int32_t parent;
	bool done;
} jv_walk;

static void jv_flatten(jv_cursor *c, jv_walk *w, jv_record *out, int32_t cap) {
	while (w->n < cap) {
		jv_node cur = ts_tree_cursor_current_node(c);
		jv_record *r = &out[w->n];
		r->start = ts_node_start_byte(cur);
		r->end = ts_node_end_byte(cur);
		r->parent = w->parent;
		r->symbol = ts_node_symbol(cur);
		r->field = ts_tree_cursor_current_field_id(c);
		r->named = ts_node_is_named(cur);
		r->missing = ts_node_is_missing(cur);
		w->n++;
		if (ts_tree_cursor_goto_first_child(c)) {
			w->parent = w->n - 1;
			continue;
		}
		while (!ts_tree_cursor_goto_next_sibling(c)) {
			if (!ts_tree_cursor_goto_parent(c)) {
				w->done = true;
				return;
			}
			w->parent = out[w->parent].parent;
		}
	}
}
*/
import "C"

import (
	"context"
	"errors"
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
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
	defer tree.Close()
	root := tree.RootNode()
	buf := make([]C.jv_record, 1024)
	rootValue := *(*C.jv_node)(unsafe.Pointer(root))
	cursor := C.ts_tree_cursor_new(rootValue)
	defer C.ts_tree_cursor_delete(&cursor) //nolint:gocritic // cgo's generated pointer check
	walk := C.jv_walk{parent: -1}
	for {
		C.jv_flatten(&cursor, &walk, &buf[0], C.int32_t(len(buf))) //nolint:gocritic // cgo's generated pointer check
		if walk.done {
			break
		}
		if len(buf) >= maxNodes {
			return nil, errTooLarge
		}
		grown := make([]C.jv_record, min(2*len(buf), maxNodes))
		copy(grown, buf)
		buf = grown
	}
	recs := buf[:walk.n]
	nodes := make([]node, len(recs))
	nkids := make([]int32, len(recs))
	nnamed := make([]int32, len(recs))
	for i := range recs {
		if p := recs[i].parent; p >= 0 {
			nkids[p]++
			if recs[i].named != 0 {
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
		if int(r.symbol) < len(g.kinds) {
			n.kind = g.kinds[r.symbol]
		}
		if int(r.field) < len(g.fields) {
			n.field = g.fields[r.field]
		}
		n.start, n.end = int(r.start), int(r.end)
		n.named, n.missing = r.named != 0, r.missing != 0
		n.kids = ptrs[at : at : at+int(nkids[i])]
		at += int(nkids[i])
		n.nkids = ptrs[at : at : at+int(nnamed[i])]
		at += int(nnamed[i])
		if r.parent >= 0 {
			p := &nodes[r.parent]
			n.parent = p
			p.kids = append(p.kids, n)
			if n.named {
				p.nkids = append(p.nkids, n)
			}
		}
	}
	return &nodes[0], nil
}
