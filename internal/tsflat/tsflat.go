// Package tsflat copies a tree-sitter syntax tree into Go in one cgo call.
//
// A reader reads a syntax tree many times over, and every read through the
// go-tree-sitter binding is a cgo call (plus a map lookup and often an
// allocation): reading the tree that way cost more than twice the parse
// itself. Flatten copies the whole tree instead: a C loop walks it with a
// tree cursor and writes one Record per node, in pre-order. pyparse (Python)
// and jvmparse (Java, Scala) build their Go trees from the records.
//
// The declarations below restate the tree-sitter C API this package uses:
// the value layouts of TSNode and TSTreeCursor and the functions'
// signatures. The functions themselves are the ones compiled into the
// go-tree-sitter module (linked into every binary that imports it); the
// readers' TestFlattenMatchesBinding checks, node by node, that what this
// walk records is what the binding reads, so a layout change upstream fails
// the tests instead of misreading.
package tsflat

/*
#include <stdint.h>
#include <stdbool.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

typedef struct { uint32_t context[4]; const void *id; const void *tree; } tf_node;
typedef struct { const void *tree; const void *id; uint32_t context[3]; } tf_cursor;

extern tf_cursor ts_tree_cursor_new(tf_node);
extern void ts_tree_cursor_delete(tf_cursor *);
extern tf_node ts_tree_cursor_current_node(const tf_cursor *);
extern uint16_t ts_tree_cursor_current_field_id(const tf_cursor *);
extern bool ts_tree_cursor_goto_first_child(tf_cursor *);
extern bool ts_tree_cursor_goto_next_sibling(tf_cursor *);
extern bool ts_tree_cursor_goto_parent(tf_cursor *);
extern uint16_t ts_node_symbol(tf_node);
extern uint32_t ts_node_start_byte(tf_node);
extern uint32_t ts_node_end_byte(tf_node);
extern bool ts_node_is_named(tf_node);
extern bool ts_node_is_missing(tf_node);
extern bool ts_node_has_error(tf_node);
extern tf_node ts_tree_root_node(const void *);
extern uint32_t ts_node_descendant_count(tf_node);

enum { tf_named = 1, tf_missing = 2, tf_has_error = 4 };

// tf_trim returns the free memory of the C heap to the system where the C
// library can (glibc's malloc_trim).
static void tf_trim(void) {
#ifdef __GLIBC__
	malloc_trim(0);
#endif
}

// tf_record is Record's layout (TestRecordLayout).
typedef struct {
	uint32_t start, end;
	int32_t parent;
	uint16_t symbol, field;
	uint8_t flags;
} tf_record;

// tf_walk is the state of a walk that tf_flatten can suspend when its
// output is full and resume once the caller has made room.
typedef struct {
	int32_t n;      // records written so far
	int32_t parent; // record index of the current node's parent
	bool done;
} tf_walk;

// tf_flatten continues the walk of c, writing records from out[w->n] on in
// pre-order (a parent before its children, children in order) until the
// subtree is done or cap records are written.
static void tf_flatten(tf_cursor *c, tf_walk *w, tf_record *out, int32_t cap) {
	while (w->n < cap) {
		tf_node cur = ts_tree_cursor_current_node(c);
		tf_record *r = &out[w->n];
		r->start = ts_node_start_byte(cur);
		r->end = ts_node_end_byte(cur);
		r->parent = w->parent;
		r->symbol = ts_node_symbol(cur);
		r->field = ts_tree_cursor_current_field_id(c);
		r->flags = (ts_node_is_named(cur) ? tf_named : 0) |
			(ts_node_is_missing(cur) ? tf_missing : 0) |
			(ts_node_has_error(cur) ? tf_has_error : 0);
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

// Record is what the walk records of one node.
type Record struct {
	Start, End uint32
	// Parent is the index of the parent's record, -1 for the root.
	Parent        int32
	Symbol, Field uint16 // grammar symbol (65535: ERROR) and field id (0: none)
	Flags         uint8  // Named, Missing, HasError
}

// Record flags.
const (
	Named    = C.tf_named
	Missing  = C.tf_missing
	HasError = C.tf_has_error
)

// ErrorSymbol is tree-sitter's symbol of an ERROR node (ts_builtin_sym_error),
// which the grammar's symbol table does not name.
const ErrorSymbol = 65535

// Node flattens the subtree of root (a node of the go-tree-sitter binding).
func Node(root *sitter.Node, buf []Record, limit int) (records []Record, ok bool) {
	// sitter.Node's first field is the C TSNode value; copying it keeps the
	// Go pointer of the Node's second field out of the cgo call.
	return flatten(*(*C.tf_node)(unsafe.Pointer(root)), buf, limit)
}

// Tree flattens a tree given as the C TSTree pointer (a tree made through
// the C API, as pyparse's budgeted parser makes them).
func Tree(tree unsafe.Pointer, buf []Record, limit int) (records []Record, ok bool) {
	return flatten(C.ts_tree_root_node(tree), buf, limit)
}

// flatten returns the records of root's subtree in pre-order, reusing buf
// when it is large enough, or ok false if the tree has more than limit
// nodes.
//
// The records are written into an array of exactly the subtree's size
// (tree-sitter keeps the count of each subtree's visible descendants, the
// nodes the walk visits): grown by doubling, the array of a 1 MB Python
// file was allocated 10 times over, 40 MB of garbage (issue 46). The
// growth below stays as a fallback should the count ever fall short.
func flatten(root C.tf_node, buf []Record, limit int) (records []Record, ok bool) {
	count := int(C.ts_node_descendant_count(root))
	if count > limit {
		return buf[:0], false
	}
	if cap(buf) < count {
		buf = make([]Record, count)
	}
	buf = buf[:min(cap(buf), limit)]
	if len(buf) == 0 {
		return buf, false
	}
	cursor := C.ts_tree_cursor_new(root)
	defer C.ts_tree_cursor_delete(&cursor) //nolint:gocritic // as below: cgo's generated pointer check
	walk := C.tf_walk{parent: -1}
	for {
		C.tf_flatten(&cursor, &walk, (*C.tf_record)(unsafe.Pointer(&buf[0])), C.int32_t(len(buf))) //nolint:gocritic // dupSubExpr is about the pointer check cgo generates for this call
		if walk.done {
			return buf[:walk.n], true
		}
		if len(buf) >= limit {
			return buf[:0], false
		}
		grown := make([]Record, min(2*len(buf)+1024, limit))
		copy(grown, buf)
		buf = grown
	}
}

// TrimCHeap returns the free memory of the C heap to the system (with
// glibc; elsewhere it does nothing). A reader calls it when it has freed
// the tree of a large file: tree-sitter's tree of a megabyte of Python or
// TypeScript is tens of megabytes of C memory, which the C library keeps
// once freed, so the run's peak memory was the tree's and the Go heap's
// added (issue 46: 240 MB for a megabyte of Python). It costs a walk of
// the C heap's free lists: call it after large trees only.
func TrimCHeap() { C.tf_trim() }

// TrimAbove is the size of source above which a reader trims the C heap
// after freeing its tree.
const TrimAbove = 128 << 10

// recordLayout is the C record's size and field offsets, for the test.
func recordLayout() [6]uintptr {
	var r C.tf_record
	return [6]uintptr{unsafe.Sizeof(r), unsafe.Offsetof(r.end), unsafe.Offsetof(r.parent), unsafe.Offsetof(r.symbol), unsafe.Offsetof(r.field), unsafe.Offsetof(r.flags)}
}
