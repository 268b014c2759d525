package pyparse

import (
	"sort"
)

// Scopes (functions, classes, lambdas, loops) are kept as byte intervals,
// so that finding the scope of a name is a search among intervals, not a walk
// up the tree.

type scope struct {
	node       *syntaxNode
	kind       string
	start, end int
	// for_statement: the body; for_in_clause: the comprehension around it.
	inStart, inEnd int
	// for loops: the iterable, which does not see the loop variable.
	right *syntaxNode
	left  *syntaxNode
}

// scopesOf returns the scopes of f sorted by start (outer before inner).
func scopesOf(f *file) []scope {
	if f.scopes != nil {
		return f.scopes
	}
	f.scopes = []scope{}
	for i := range f.nodes {
		n := &f.nodes[i]
		sc := scope{node: n, kind: n.kind(), start: n.start, end: n.end}
		switch n.kind() {
		case "function_definition", "class_definition", "lambda":
		case "for_statement":
			body := n.childByField("body")
			if body == nil {
				continue
			}
			sc.inStart, sc.inEnd = body.start, body.end
			sc.left, sc.right = n.childByField("left"), n.childByField("right")
		case "for_in_clause":
			comp := n.parent
			if comp == nil {
				continue
			}
			sc.inStart, sc.inEnd = comp.start, comp.end
			sc.start, sc.end = sc.inStart, sc.inEnd
			sc.left, sc.right = n.childByField("left"), n.childByField("right")
		default:
			continue
		}
		f.scopes = append(f.scopes, sc)
	}
	sort.SliceStable(f.scopes, func(i, j int) bool {
		if f.scopes[i].start != f.scopes[j].start {
			return f.scopes[i].start < f.scopes[j].start
		}
		return f.scopes[i].end > f.scopes[j].end
	})
	return f.scopes
}

// scopesAround returns the scopes strictly containing [start,end), innermost first.
func (e *evaluator) scopesAround(f *file, start, end int) []*scope {
	all := scopesOf(f)
	var out []*scope
	// Scopes starting after start cannot contain it.
	k := sort.Search(len(all), func(i int) bool { return all[i].start > start })
	for i := k - 1; i >= 0; i-- {
		s := &all[i]
		if s.start <= start && end <= s.end && !(s.start == start && s.end == end) {
			out = append(out, s)
		}
	}
	// Walking all backwards already gives innermost first: all is sorted by
	// start ascending, then end descending.
	return out
}

// occurrences returns the identifiers spelled name in f, in source order;
// name "*" gives the wildcard imports. Most files look up only a few
// names, each found by a scan of the file's identifier nodes (listed
// once) rather than by indexing every name; after maxOccurrenceScans
// scans every name is indexed at once: generated code numbers its names
// (table_0, table_1, ...), and a scan per name was names times
// identifiers (issue 46 item 20).
func (e *evaluator) occurrences(f *file, name string) []*syntaxNode {
	if nodes, ok := f.occurrences[name]; ok || f.occurrencesIndexed {
		return nodes
	}
	if f.identNodes == nil {
		// Counted first, so that the list comes from the Parser's reused
		// storage rather than from a growing slice per file.
		isIdent := func(n *syntaxNode) bool { return n.kind() == "identifier" || n.kind() == "wildcard_import" }
		count := 0
		for i := range f.nodes {
			if isIdent(&f.nodes[i]) {
				count++
			}
		}
		f.identNodes = f.storage.takeKids(count)[:0]
		if f.identNodes == nil {
			f.identNodes = []*syntaxNode{} // nil means not listed yet
		}
		for i := range f.nodes {
			if isIdent(&f.nodes[i]) {
				f.identNodes = append(f.identNodes, &f.nodes[i])
			}
		}
		f.occurrences = map[string][]*syntaxNode{}
	}
	if len(f.occurrences) >= maxOccurrenceScans {
		f.indexOccurrences()
		return f.occurrences[name]
	}
	var nodes []*syntaxNode
	for _, n := range f.identNodes {
		if name == "*" && n.kind() == "wildcard_import" ||
			n.end-n.start == len(name) && n.kind() == "identifier" && string(f.src[n.start:n.end]) == name {
			nodes = append(nodes, n)
		}
	}
	f.occurrences[name] = nodes
	return nodes
}

// maxOccurrenceScans is how many names occurrences finds by a scan of the
// file's identifiers before it indexes them all.
const maxOccurrenceScans = 16

// occurrenceName is the name under which occurrences lists an identifier
// node: its text, "*" for a wildcard import.
func occurrenceName(f *file, n *syntaxNode) string {
	if n.kind() == "wildcard_import" {
		return "*"
	}
	return string(f.src[n.start:n.end])
}

// indexOccurrences lists every name's identifiers in f.occurrences, in
// source order, their lists cut from one array: two passes over the
// identifiers, linear in them.
func (f *file) indexOccurrences() {
	count := map[string]int{}
	for _, n := range f.identNodes {
		count[occurrenceName(f, n)]++
	}
	all := make([]*syntaxNode, len(f.identNodes))
	at := make(map[string]int, len(count)) // the next free slot of each name's list
	next := 0
	for _, n := range f.identNodes {
		name := occurrenceName(f, n)
		i, ok := at[name]
		if !ok {
			i = next
			next += count[name]
			f.occurrences[name] = all[i:next:next]
		}
		all[i] = n
		at[name] = i + 1
	}
	f.occurrencesIndexed = true
}

// innermost returns the innermost scope of one of kinds around n, or nil.
func (e *evaluator) innermost(f *file, n *syntaxNode, kinds ...string) *scope {
	for _, s := range e.scopesAround(f, n.start, n.end) {
		for _, k := range kinds {
			if s.kind == k {
				return s
			}
		}
	}
	return nil
}
