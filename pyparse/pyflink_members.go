package pyparse

import (
	"sort"

	"github.com/flinklint/flinklint/flink"
)

// PyFlinkMember is a use of a member of a PyFlink object whose class the
// code shows: `env.set_state_backend` after `env =
// StreamExecutionEnvironment.get_execution_environment()`. The object is a
// chain from a class imported from PyFlink: calls of its methods (their
// return classes are PyFlink facts the rules know, not the parser) or of
// the class itself.
type PyFlinkMember struct {
	// Root is the PyFlink class the chain starts at (an imported name).
	Root string
	// Steps are the calls on the way, in order: a method name, or "" for a
	// call of the class itself (its constructor).
	Steps []string
	// Name is the member used; Span is where it is written (the attribute).
	Name string
	Span Span
}

// PyFlinkSourceArg is a SourceFunction or SinkFunction handed to PyFlink:
// `env.add_source(consumer)` or `stream.add_sink(producer)` whose first
// argument is an object made by a class imported from PyFlink
// (`consumer = FlinkKafkaConsumer(...)`).
type PyFlinkSourceArg struct {
	// Method is add_source or add_sink; Span is where it is written.
	Method string
	Span   Span
	// Class is the argument's class and Module the PyFlink module the
	// file imports it from.
	Class, Module string
}

// maxChain bounds the assignments and calls followed back from a member's
// object.
const maxChain = 12

// collectPyFlinkMembers records the uses of the members flink names as
// gone from PyFlink in some release (flink.IsPyFlinkMemberName), outside
// code that never runs, on objects whose chain reaches a PyFlink class.
func (x *extractor) collectPyFlinkMembers() {
	f := x.main
	for i := range f.nodes {
		n := &f.nodes[i]
		if kindOf(n) != "attribute" {
			continue
		}
		obj, attr := fieldOf(n, "object"), fieldOf(n, "attribute")
		if obj == nil || attr == nil || !flink.IsPyFlinkMemberName(string(srcOf(attr, f))) || x.reachOf(n) == deadBranch {
			continue
		}
		root, steps, ok := x.pyflinkChain(obj, x.mainCtx, 0)
		if !ok {
			continue
		}
		x.out.PyFlinkMembers = append(x.out.PyFlinkMembers, PyFlinkMember{Root: root.name, Steps: steps, Name: textOf(attr, f), Span: spanOf(attr)})
	}
	x.collectPyFlinkSourceArgs()
	sort.SliceStable(x.out.PyFlinkMembers, func(i, j int) bool {
		return x.out.PyFlinkMembers[i].Span.Start < x.out.PyFlinkMembers[j].Span.Start
	})
}

// pyflinkChain follows an object expression back to a class imported from
// PyFlink: a name bound once (to an import of the class or to an
// expression), `module.Class` of an imported PyFlink module, and calls of
// methods or of the class. A name bound more than once, a parameter or
// anything else ends it (ok false): the object's class is not known.
func (x *extractor) pyflinkChain(n *syntaxNode, c *ctx, depth int) (root pyflinkRoot, steps []string, ok bool) {
	if n == nil || c == nil || depth > maxChain || !x.step() {
		return pyflinkRoot{}, nil, false
	}
	switch kindOf(n) {
	case "parenthesized_expression":
		return x.pyflinkChain(namedAt(n, 0), c, depth+1)
	case "identifier":
		bs := x.resolveName(textOf(n, c.f), n, c)
		if len(bs) != 1 {
			return pyflinkRoot{}, nil, false
		}
		switch b := bs[0]; b.kind {
		case bImport:
			if isPyFlinkModule(b.mod) && isClassName(b.name) {
				return pyflinkRoot{b.name, b.mod}, nil, true
			}
		case bExpr:
			if len(b.aug) == 0 {
				return x.pyflinkChain(b.node, b.c, depth+1)
			}
		}
	case "attribute":
		// module.Class, for a module imported from PyFlink.
		obj, attr := fieldOf(n, "object"), fieldOf(n, "attribute")
		if obj == nil || attr == nil || kindOf(obj) != "identifier" {
			return pyflinkRoot{}, nil, false
		}
		bs := x.resolveName(textOf(obj, c.f), obj, c)
		if len(bs) != 1 {
			return pyflinkRoot{}, nil, false
		}
		switch b := bs[0]; b.kind {
		case bModule:
			if isPyFlinkModule(b.mod) {
				return pyflinkRoot{textOf(attr, c.f), b.mod}, nil, true
			}
		case bImport:
			if isPyFlinkModule(b.mod) && !isClassName(b.name) {
				return pyflinkRoot{textOf(attr, c.f), b.mod + "." + b.name}, nil, true
			}
		}
	case "call":
		fn := fieldOf(n, "function")
		if root, steps, ok := x.pyflinkChain(fn, c, depth+1); ok && len(steps) == 0 {
			return root, []string{""}, true // the class called: its constructor
		}
		if kindOf(fn) != "attribute" {
			return pyflinkRoot{}, nil, false
		}
		obj, attr := fieldOf(fn, "object"), fieldOf(fn, "attribute")
		if obj == nil || attr == nil {
			return pyflinkRoot{}, nil, false
		}
		root, steps, ok := x.pyflinkChain(obj, c, depth+1)
		if !ok || len(steps) >= maxChain {
			return pyflinkRoot{}, nil, false
		}
		return root, append(steps, textOf(attr, c.f)), true
	}
	return pyflinkRoot{}, nil, false
}

// pyflinkRoot is the PyFlink class a chain starts at and the module the
// file takes it from.
type pyflinkRoot struct{ name, module string }

// collectPyFlinkSourceArgs records add_source and add_sink calls whose
// first argument is an object made by a PyFlink class (its constructor
// called, directly or through a name bound once).
func (x *extractor) collectPyFlinkSourceArgs() {
	f := x.main
	for i := range f.nodes {
		n := &f.nodes[i]
		if kindOf(n) != "call" || x.reachOf(n) == deadBranch {
			continue
		}
		fn := fieldOf(n, "function")
		if kindOf(fn) != "attribute" {
			continue
		}
		attr := fieldOf(fn, "attribute")
		if attr == nil {
			continue
		}
		var method string
		switch string(srcOf(attr, f)) {
		case "add_source":
			method = "add_source"
		case "add_sink":
			method = "add_sink"
		default:
			continue
		}
		arg := x.callArgIn(n, x.mainCtx, 0, "source_func", "sink_func")
		if arg == nil {
			continue
		}
		root, steps, ok := x.pyflinkChain(arg, x.mainCtx, 0)
		if !ok || len(steps) != 1 || steps[0] != "" {
			continue // not an object the class itself made
		}
		x.out.PyFlinkSourceArgs = append(x.out.PyFlinkSourceArgs, PyFlinkSourceArg{Method: method, Span: spanOf(attr), Class: root.name, Module: root.module})
	}
}

// isClassName tells a PyFlink class (StreamExecutionEnvironment) from a
// module (datastream): PyFlink's module names are lower case.
func isClassName(name string) bool {
	return name != "" && 'A' <= name[0] && name[0] <= 'Z'
}
