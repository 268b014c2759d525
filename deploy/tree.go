package deploy

import (
	"strconv"
	"strings"
)

// node is the reader-neutral value tree every input format is converted to
// before the AWS, operator and config extractors look at it. Keeping one tree
// means CloudFormation, CLI JSON, Terraform and both CDK flavours share a
// single implementation of the service semantics.
type node struct {
	kind  nodeKind
	known bool   // scalar: str is the static value
	span  Span   // the value as written
	str   string // scalar text, resolved where static
	// source is where a resolved value came from; nil for the literals
	// that make up nearly every tree, which keeps the node small: nodes are
	// a large share of what a run allocates (bench/README.md). Copies of a
	// node share it: from reads it, edit changes a copy.
	source *nodeSource

	keys  []mapKey // map entries in source order
	vals  []*node
	items []*node // list items
}

// nodeSource says where a value resolved through a parameter, variable or
// var file came from.
type nodeSource struct {
	// path is the file the node was written in when it is not the file of the
	// Deployment being built (a Terraform value from a *.tfvars file).
	path string
	// defKey is the key span in path that defined the value (a variable
	// default or a var-file assignment); zero when path is "".
	defKey Span
	// fromVarFile marks a Terraform value assigned in a var file.
	fromVarFile bool
	// written, for a Terraform variable's default reached through var.x
	// (span is then the reference), is where the default is written.
	written *WrittenAt
	// origin explains where a resolved value came from ("the default of
	// parameter Env"); empty for literals.
	origin string
	// variants holds other values the same expression takes in other files
	// (Terraform var files); each variant node has path set.
	variants []*node
}

// from is the node's source, zero for a literal.
func (n *node) from() nodeSource {
	if n.source == nil {
		return nodeSource{}
	}
	return *n.source
}

// edit gives the node a source of its own to change, so that the copies
// of the node made before keep theirs.
func (n *node) edit() *nodeSource {
	s := n.from()
	n.source = &s
	return n.source
}

type nodeKind uint8

const (
	nullNode nodeKind = iota
	scalarNode
	mapNode
	listNode
)

// mapKey is one map key as written.
type mapKey struct {
	name string
	span Span
	norm string
}

// normKey folds the spellings of one AWS property name together:
// ParallelismPerKPU, parallelism_per_kpu and parallelismPerKpu all become
// "parallelismperkpu".
func normKey(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return r == '_' || r == '-' || 'A' <= r && r <= 'Z' }) {
		return s // already folded: most keys
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_' || c == '-':
			continue
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

func (n *node) add(name string, keySpan Span, v *node) {
	n.keys = append(n.keys, mapKey{name: name, span: keySpan, norm: normKey(name)})
	n.vals = append(n.vals, v)
}

// field is one map entry found by get.
type field struct {
	key   mapKey
	value *node
}

func (f field) ok() bool { return f.value != nil }

// get returns the first entry whose normalised key is one of names
// (already normalised). The zero field when n is not a map or has none.
func (n *node) get(names ...string) field {
	if n == nil || n.kind != mapNode {
		return field{}
	}
	for _, want := range names {
		for i, k := range n.keys {
			if k.norm == want {
				return field{key: k, value: n.vals[i]}
			}
		}
	}
	return field{}
}

// list returns the items of a list, or n itself when it is a single map
// (Terraform repeats blocks; one block reads as a map).
func (n *node) list() []*node {
	if n == nil {
		return nil
	}
	switch n.kind {
	case listNode:
		return n.items
	case mapNode:
		return []*node{n}
	}
	return nil
}

func (n *node) isScalar() bool { return n != nil && n.kind == scalarNode }

// text returns the scalar's static text.
func (n *node) text() (string, bool) {
	if n == nil || n.kind != scalarNode || !n.known {
		return "", false
	}
	return n.str, true
}

// boolean reads a scalar as a boolean the way YAML, HCL, JSON and Python
// literals write one.
func (n *node) boolean() (v, ok bool) {
	s, known := n.text()
	if !known {
		return false, false
	}
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "true", "yes", "on":
		return true, true
	case "false", "no", "off":
		return false, true
	}
	return false, false
}

// integer reads a scalar as a whole number.
func (n *node) integer() (int, bool) {
	s, known := n.text()
	if !known {
		return 0, false
	}
	s = strings.TrimSpace(s)
	if i, err := strconv.Atoi(s); err == nil {
		return i, true
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil && f == float64(int(f)) && f < 1<<31 && f > -(1<<31) {
		return int(f), true
	}
	return 0, false
}

func unknownScalar(span Span) *node {
	return &node{kind: scalarNode, span: span}
}

func knownScalar(s string, span Span) *node {
	return &node{kind: scalarNode, span: span, str: s, known: true}
}
