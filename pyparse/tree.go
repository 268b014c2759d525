package pyparse

// syntaxNode is one node of a Python syntax tree, copied out of tree-sitter
// by flattenTree. Nodes are compared by pointer: each exists once per parse.
type syntaxNode struct {
	kind       string // grammar symbol name; "ERROR" for error nodes
	field      string // the grammar field this node fills in its parent, or ""
	start, end int    // byte offsets in the file's source
	named      bool
	missing    bool // inserted by error recovery, zero width
	hasError   bool // this node or a descendant is an error or missing
	parent     *syntaxNode
	children   []*syntaxNode
	namedKids  []*syntaxNode // the named children, comments included
}

// childByField returns the first child filling the grammar field name, or nil.
func (n *syntaxNode) childByField(name string) *syntaxNode {
	for _, ch := range n.children {
		if ch.field == name {
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
		for _, ch := range cur.children {
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
		if next.named {
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
// kinds names each grammar symbol; fields names each field id. The nodes are
// returned in pre-order: a parent before its children, the root first.
func (s *treeStorage) syntaxTree(records []nodeRecord, kinds, fields []string) []syntaxNode {
	if len(records) == 0 {
		return nil
	}
	// Count the children of each node so that its child lists can be carved
	// out of two shared arrays: every node but the root is some node's child,
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
	allChildren := s.takeKids(len(records) - 1)
	allNamed := s.takeKids(totalNamed)
	for i := range records {
		r := &records[i]
		n := &nodes[i]
		*n = syntaxNode{
			kind:     symbolName(kinds, int(r.Symbol)),
			start:    int(r.Start),
			end:      int(r.End),
			named:    r.Flags&recordNamed != 0,
			missing:  r.Flags&recordMissing != 0,
			hasError: r.Flags&recordHasError != 0,
		}
		if int(r.Field) < len(fields) {
			n.field = fields[r.Field]
		}
		k := int(nChildren[i])
		n.children, allChildren = allChildren[:0:k], allChildren[k:]
		k = int(nNamed[i])
		n.namedKids, allNamed = allNamed[:0:k], allNamed[k:]
		if p := r.Parent; p >= 0 {
			parent := &nodes[p]
			n.parent = parent
			parent.children = append(parent.children, n)
			if n.named {
				parent.namedKids = append(parent.namedKids, n)
			}
		}
	}
	return nodes
}

// symbolName names a grammar symbol; 65535 is tree-sitter's error symbol.
func symbolName(kinds []string, sym int) string {
	if sym < len(kinds) && sym != 65535 {
		return kinds[sym]
	}
	return "ERROR"
}
