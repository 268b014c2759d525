package pyparse

import (
	"sort"
)

// Scopes (functions, classes, lambdas, loops) are found by a byte scan for
// their keywords and kept as byte intervals, so that finding the scope of a
// name is a search among intervals, not a walk up the tree.

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

var scopeKeywords = map[string]bool{"def": true, "class": true, "lambda": true, "for": true}

// scopesOf returns the scopes of f sorted by start (outer before inner).
func (e *extractor) scopesOf(f *file) []scope {
	if f.scopes != nil {
		return f.scopes
	}
	f.scopes = []scope{}
	seen := map[*syntaxNode]bool{}
	occ := e.identsOf(f)
	for kw := range scopeKeywords {
		for _, s := range occ[kw] {
			n := f.nodeAt(s, s+len(kw))
			if n == nil || seen[n] {
				continue
			}
			k := e.kind(n)
			sc := scope{node: n, kind: k, start: e.start(n), end: e.end(n)}
			switch k {
			case "function_definition", "class_definition", "lambda":
			case "for_statement":
				body := e.field(n, "body")
				if body == nil {
					continue
				}
				sc.inStart, sc.inEnd = e.start(body), e.end(body)
				sc.left, sc.right = e.field(n, "left"), e.field(n, "right")
			case "for_in_clause":
				comp := n.parent
				if comp == nil {
					continue
				}
				sc.inStart, sc.inEnd = e.start(comp), e.end(comp)
				sc.start, sc.end = sc.inStart, sc.inEnd
				sc.left, sc.right = e.field(n, "left"), e.field(n, "right")
			default:
				continue
			}
			seen[n] = true
			f.scopes = append(f.scopes, sc)
		}
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
func (e *extractor) scopesAround(f *file, start, end int) []*scope {
	all := e.scopesOf(f)
	var out []*scope
	// Scopes starting after start cannot contain it.
	k := sort.Search(len(all), func(i int) bool { return all[i].start > start })
	for i := k - 1; i >= 0; i-- {
		s := &all[i]
		if s.start <= start && end <= s.end && !(s.start == start && s.end == end) {
			out = append(out, s)
		}
	}
	// Innermost first: by start descending, then by end ascending.
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].start != out[j].start {
			return out[i].start > out[j].start
		}
		return out[i].end < out[j].end
	})
	return out
}

// identsOf indexes the identifier occurrences of f by name ("*" marks
// wildcard imports).
func (e *extractor) identsOf(f *file) map[string][]int {
	if f.idents != nil {
		return f.idents
	}
	idx := map[string]*[]int{}
	add := func(b []byte, off int) {
		if l, ok := idx[string(b)]; ok { // lookup without allocating
			*l = append(*l, off)
			return
		}
		idx[string(b)] = &[]int{off}
	}
	src := f.src
	for j := 0; j < len(src); {
		c := src[j]
		if !isIdentStart(c) || j > 0 && isIdentByte(src[j-1]) {
			j++
			continue
		}
		k := j + 1
		for k < len(src) && isIdentByte(src[k]) {
			k++
		}
		add(src[j:k], j)
		if k-j == 6 && string(src[j:k]) == "import" {
			m := k
			for m < len(src) && (src[m] == ' ' || src[m] == '\t') {
				m++
			}
			if m < len(src) && src[m] == '*' {
				add([]byte("*"), j)
			}
		}
		j = k
	}
	f.idents = make(map[string][]int, len(idx))
	for k, v := range idx {
		f.idents[k] = *v
	}
	return f.idents
}

// innermost returns the innermost scope of one of kinds around n, or nil.
func (e *extractor) innermost(f *file, n *syntaxNode, kinds ...string) *scope {
	for _, s := range e.scopesAround(f, e.start(n), e.end(n)) {
		for _, k := range kinds {
			if s.kind == k {
				return s
			}
		}
	}
	return nil
}
