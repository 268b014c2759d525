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

// syntaxTree builds the Go tree of records made by flattenRecords. kinds
// names each grammar symbol; fields names each field id.
func syntaxTree(records []nodeRecord, kinds, fields []string) *syntaxNode {
	if len(records) == 0 {
		return nil
	}
	nodes := make([]syntaxNode, len(records))
	nChildren := make([]int32, len(records))
	nNamed := make([]int32, len(records))
	for i := range records {
		r := &records[i]
		if p := r.parent; p >= 0 {
			nChildren[p]++
			if r.flags&recordNamed != 0 {
				nNamed[p]++
			}
		}
	}
	// One backing array for all child lists and one for all named lists:
	// every node but the root is some node's child.
	allChildren := make([]*syntaxNode, 0, len(records)-1)
	allNamed := make([]*syntaxNode, 0, len(records)-1)
	for i := range nodes {
		n := &nodes[i]
		n.children = allChildren[len(allChildren) : len(allChildren) : len(allChildren)+int(nChildren[i])]
		allChildren = allChildren[:len(allChildren)+int(nChildren[i])]
		n.namedKids = allNamed[len(allNamed) : len(allNamed) : len(allNamed)+int(nNamed[i])]
		allNamed = allNamed[:len(allNamed)+int(nNamed[i])]
	}
	for i := range records {
		r := &records[i]
		n := &nodes[i]
		n.start, n.end = int(r.start), int(r.end)
		n.kind = symbolName(kinds, int(r.symbol))
		if int(r.field) < len(fields) {
			n.field = fields[r.field]
		}
		n.named = r.flags&recordNamed != 0
		n.missing = r.flags&recordMissing != 0
		n.hasError = r.flags&recordHasError != 0
		if p := r.parent; p >= 0 {
			parent := &nodes[p]
			n.parent = parent
			parent.children = append(parent.children, n)
			if n.named {
				parent.namedKids = append(parent.namedKids, n)
			}
		}
	}
	return &nodes[0]
}

// symbolName names a grammar symbol; 65535 is tree-sitter's error symbol.
func symbolName(kinds []string, sym int) string {
	if sym < len(kinds) && sym != 65535 {
		return kinds[sym]
	}
	return "ERROR"
}
