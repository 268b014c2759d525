package pyparse

// The extractor reads a syntax tree many times over; internal/tsflat copies
// each tree into Go in a single cgo call (see there why).
// TestFlattenMatchesBinding checks, node by node, that the Go tree built
// from the records is what the binding reads.

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/flinklint/flinklint/internal/tsflat"
)

// nodeRecord is what the C walk records of one node.
type nodeRecord = tsflat.Record

const (
	recordNamed    = tsflat.Named
	recordMissing  = tsflat.Missing
	recordHasError = tsflat.HasError
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
	return tsflat.Node(root, buf, limit)
}

// flattenTree is flattenRecords of the root of a tree of tsParser.
func flattenTree(t tsTree, buf []nodeRecord, limit int) (records []nodeRecord, ok bool) {
	return tsflat.Tree(t.c, buf, limit)
}
