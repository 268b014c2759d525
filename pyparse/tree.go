package pyparse

import (
	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"
)

// syntaxNode is one node of a Python syntax tree, copied out of tree-sitter
// by flattenTree. Nodes are compared by pointer: each exists once per parse.
type syntaxNode struct {
	start, end int // byte offsets in the file's source
	parent     *syntaxNode
	// kids are the children in order, then the named ones again
	// (comments included): children and namedKids.
	kids      []*syntaxNode
	nChildren uint32
	sym       uint16 // index in grammarKinds
	fieldID   uint16 // index in grammarFields: the field this node fills in its parent
	flags     uint8  // nodeNamed, nodeMissing, nodeHasError
	index     int32  // in the file's nodes
}

// A syntaxNode's flags.
const (
	nodeNamed    = recordNamed
	nodeMissing  = recordMissing  // inserted by error recovery, zero width
	nodeHasError = recordHasError // this node or a descendant is an error or missing
)

// kind is the node's grammar symbol name; "ERROR" for error nodes.
func (n *syntaxNode) kind() string { return grammarKinds[n.sym] }

// field is the grammar field this node fills in its parent, or "".
func (n *syntaxNode) field() string { return grammarFields[n.fieldID] }

// children are the node's children in order.
func (n *syntaxNode) children() []*syntaxNode { return n.kids[:n.nChildren:n.nChildren] }

// namedKids are the node's named children in order, comments included.
func (n *syntaxNode) namedKids() []*syntaxNode { return n.kids[n.nChildren:] }

func (n *syntaxNode) named() bool    { return n.flags&nodeNamed != 0 }
func (n *syntaxNode) missing() bool  { return n.flags&nodeMissing != 0 }
func (n *syntaxNode) hasError() bool { return n.flags&nodeHasError != 0 }

// grammarKinds names each grammar symbol of Python, with "ERROR" last for
// tree-sitter's error symbol; grammarFields names each field id ("" for
// none). Both are read-only once built.
var grammarKinds, grammarFields = grammarNames()

func grammarNames() (kinds, fields []string) {
	lang := python.GetLanguage()
	n := int(lang.SymbolCount())
	kinds = make([]string, n+1)
	for i := 0; i < n; i++ {
		kinds[i] = lang.SymbolName(sitter.Symbol(i))
	}
	kinds[n] = "ERROR"
	// Field ids run from 1 without gaps; the binding has no field count.
	fields = []string{""}
	for id := 1; ; id++ {
		name := lang.FieldName(id)
		if name == "" {
			break
		}
		fields = append(fields, name)
	}
	return kinds, fields
}

// childByField returns the first child filling the grammar field name, or nil.
func (n *syntaxNode) childByField(name string) *syntaxNode {
	for _, ch := range n.children() {
		if grammarFields[ch.fieldID] == name {
			return ch
		}
	}
	return nil
}

// namedDescendant returns the smallest named node that spans [start, end),
// choosing children the way ts_node_named_descendant_for_point_range does.
func (n *syntaxNode) namedDescendant(start, end int) *syntaxNode {
	best := n
	for cur := n; ; {
		var next *syntaxNode
		for _, ch := range cur.children() {
			if ch.end < end || ch.end <= start {
				continue
			}
			if ch.start > start {
				break
			}
			next = ch
			break
		}
		if next == nil {
			return best
		}
		if next.named() {
			best = next
		}
		cur = next
	}
}

// treeStorage holds the nodes of the trees built during one Parse call. The
// next Parse reuses it: nothing of a tree outlives the Parse that built it
// (Module holds no node), and reuse spares the collector a few hundred bytes
// per node of every file.
type treeStorage struct {
	nodes  []syntaxNode
	kids   []*syntaxNode
	counts []int32
	// ints hold the statement offsets of stmtLists (loadBlock).
	ints []int
}

// maxKeptNodes bounds what a Parser keeps between files, so that one huge
// file does not pin its storage for the rest of the run.
const maxKeptNodes = 1 << 16

func (s *treeStorage) reset() {
	if cap(s.nodes) > maxKeptNodes {
		*s = treeStorage{}
	}
	s.nodes, s.kids, s.ints = s.nodes[:0], s.kids[:0], s.ints[:0]
}

// takeNodes returns n nodes of storage. When the current array is full a new
// one is started; the trees already built keep the old one.
func (s *treeStorage) takeNodes(n int) []syntaxNode { return take(&s.nodes, n, 1024) }

// takeKids returns n child pointers of storage, as takeNodes does nodes.
func (s *treeStorage) takeKids(n int) []*syntaxNode { return take(&s.kids, n, 2048) }

// takeInts returns n ints of storage, as takeNodes does nodes.
func (s *treeStorage) takeInts(n int) []int { return take(&s.ints, n, 1024) }

// take carves n elements off *arr, starting an array of at least least
// elements (twice the last) when it is full. The slice returned is capped
// at n, so an append to it never writes into its neighbours.
func take[T any](arr *[]T, n, least int) []T {
	if cap(*arr)-len(*arr) < n {
		*arr = make([]T, 0, max(2*cap(*arr), n, least))
	}
	l := len(*arr)
	*arr = (*arr)[:l+n]
	return (*arr)[l : l+n : l+n]
}

// syntaxTree builds the Go tree of records made by flattenRecords, in s.
// The nodes are returned in pre-order: a parent before its children, the
// root first.
func (s *treeStorage) syntaxTree(records []nodeRecord) []syntaxNode {
	if len(records) == 0 {
		return nil
	}
	// Count the children of each node so that its child lists can be carved
	// out of one shared array: every node but the root is some node's child,
	// once among all children and once more among named ones if it is named.
	if cap(s.counts) < 2*len(records) {
		s.counts = make([]int32, 2*len(records))
	}
	nChildren, nNamed := s.counts[:len(records)], s.counts[len(records):2*len(records)]
	clear(nChildren)
	clear(nNamed)
	totalNamed := 0
	for i := range records {
		r := &records[i]
		if p := r.Parent; p >= 0 {
			nChildren[p]++
			if r.Flags&recordNamed != 0 {
				nNamed[p]++
				totalNamed++
			}
		}
	}
	nodes := s.takeNodes(len(records))
	kids := s.takeKids(len(records) - 1 + totalNamed)
	errorSym := uint16(len(grammarKinds) - 1)
	for i := range records {
		r := &records[i]
		n := &nodes[i]
		k, m := nChildren[i], nNamed[i]
		*n = syntaxNode{
			start:     int(r.Start),
			end:       int(r.End),
			nChildren: uint32(k),
			index:     int32(i),
			sym:       r.Symbol,
			flags:     r.Flags & (nodeNamed | nodeMissing | nodeHasError),
		}
		if int(r.Symbol) >= len(grammarKinds)-1 {
			n.sym = errorSym
		}
		if int(r.Field) < len(grammarFields) {
			n.fieldID = r.Field
		}
		n.kids, kids = kids[:k+m:k+m], kids[k+m:]
		// From here on the counts are where the next child of node i goes.
		nChildren[i], nNamed[i] = 0, k
		if p := r.Parent; p >= 0 {
			parent := &nodes[p]
			n.parent = parent
			parent.kids[nChildren[p]] = n
			nChildren[p]++
			if n.named() {
				parent.kids[nNamed[p]] = n
				nNamed[p]++
			}
		}
	}
	return nodes
}
