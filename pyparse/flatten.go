package pyparse

// The extractor reads a syntax tree many times over, and every read through
// the go-tree-sitter binding is a cgo call (plus a map lookup and often an
// allocation): reading the tree that way cost more than twice the parse
// itself. flattenTree copies the whole tree into Go in a single cgo call: a
// C loop walks it with a tree cursor and writes one record per node.
//
// The declarations below restate the tree-sitter C API this file uses: the
// value layouts of TSNode and TSTreeCursor and the functions' signatures. The
// functions themselves are the ones compiled into the go-tree-sitter module
// (linked into every binary that imports it); TestFlattenMatchesBinding
// checks, node by node, that what this walk records is what the binding
// reads, so a layout change upstream fails the tests instead of misreading.

/*
#include <stdint.h>
#include <stdbool.h>

typedef struct { uint32_t context[4]; const void *id; const void *tree; } fl_node;
typedef struct { const void *tree; const void *id; uint32_t context[3]; } fl_cursor;

extern fl_cursor ts_tree_cursor_new(fl_node);
extern void ts_tree_cursor_delete(fl_cursor *);
extern fl_node ts_tree_cursor_current_node(const fl_cursor *);
extern uint16_t ts_tree_cursor_current_field_id(const fl_cursor *);
extern bool ts_tree_cursor_goto_first_child(fl_cursor *);
extern bool ts_tree_cursor_goto_next_sibling(fl_cursor *);
extern bool ts_tree_cursor_goto_parent(fl_cursor *);
extern uint16_t ts_node_symbol(fl_node);
extern uint32_t ts_node_start_byte(fl_node);
extern uint32_t ts_node_end_byte(fl_node);
extern bool ts_node_is_named(fl_node);
extern bool ts_node_is_missing(fl_node);
extern bool ts_node_has_error(fl_node);
extern fl_node ts_tree_root_node(const void *);

enum { fl_named = 1, fl_missing = 2, fl_has_error = 4 };

typedef struct {
	uint32_t start, end;
	int32_t parent;
	uint16_t symbol, field;
	uint8_t flags;
} fl_record;

// fl_walk is the state of a walk that fl_flatten can suspend when its
// output is full and resume once the caller has made room.
typedef struct {
	int32_t n;      // records written so far
	int32_t parent; // record index of the current node's parent
	bool done;
} fl_walk;

// fl_flatten continues the walk of c, writing records from out[w->n] on in
// pre-order (a parent before its children, children in order) until the
// subtree is done or cap records are written.
static void fl_flatten(fl_cursor *c, fl_walk *w, fl_record *out, int32_t cap) {
	while (w->n < cap) {
		fl_node cur = ts_tree_cursor_current_node(c);
		fl_record *r = &out[w->n];
		r->start = ts_node_start_byte(cur);
		r->end = ts_node_end_byte(cur);
		r->parent = w->parent;
		r->symbol = ts_node_symbol(cur);
		r->field = ts_tree_cursor_current_field_id(c);
		r->flags = (ts_node_is_named(cur) ? fl_named : 0) |
			(ts_node_is_missing(cur) ? fl_missing : 0) |
			(ts_node_has_error(cur) ? fl_has_error : 0);
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
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
)

// nodeRecord is what the C walk records of one node.
type nodeRecord = C.fl_record

const (
	recordNamed    = C.fl_named
	recordMissing  = C.fl_missing
	recordHasError = C.fl_has_error
)

// maxSyntaxNodes bounds the size of a tree that is copied: a file beyond it
// (about 4 MB of ordinary Python, less of a generated data literal) is
// reported instead of analysed, so that one pathological file cannot take
// the run's memory (each node costs about 150 bytes here).
const maxSyntaxNodes = 1 << 20

// flattenRecords returns the records of root's subtree in pre-order, reusing
// buf when it is large enough, or ok false if the tree has more than limit
// nodes.
func flattenRecords(root *sitter.Node, buf []nodeRecord, limit int) (records []nodeRecord, ok bool) {
	// sitter.Node's first field is the C TSNode value; copying it keeps the
	// Go pointer of the Node's second field out of the cgo call.
	return flattenNode(*(*C.fl_node)(unsafe.Pointer(root)), buf, limit)
}

// flattenTree is flattenRecords of the root of a tree of tsParser.
func flattenTree(t tsTree, buf []nodeRecord, limit int) (records []nodeRecord, ok bool) {
	return flattenNode(C.ts_tree_root_node(t.c), buf, limit)
}

func flattenNode(rootValue C.fl_node, buf []nodeRecord, limit int) (records []nodeRecord, ok bool) {
	if cap(buf) == 0 {
		buf = make([]nodeRecord, 1024)
	}
	buf = buf[:min(cap(buf), limit)]
	if len(buf) == 0 {
		return buf, false
	}
	cursor := C.ts_tree_cursor_new(rootValue)
	defer C.ts_tree_cursor_delete(&cursor) //nolint:gocritic // as below: cgo's generated pointer check
	walk := C.fl_walk{parent: -1}
	for {
		C.fl_flatten(&cursor, &walk, &buf[0], C.int32_t(len(buf))) //nolint:gocritic // dupSubExpr is about the pointer check cgo generates for this call
		if walk.done {
			return buf[:walk.n], true
		}
		if len(buf) >= limit {
			return buf[:0], false
		}
		grown := make([]nodeRecord, min(2*len(buf), limit))
		copy(grown, buf)
		buf = grown
	}
}
