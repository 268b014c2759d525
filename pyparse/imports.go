package pyparse

import (
	"sort"
	"strings"

	"github.com/flinklint/flinklint/flink"
)

// PyFlinkName is a name a file takes from a PyFlink module: an import
// (`from pyflink.datastream.connectors.kafka import FlinkKafkaConsumer`,
// Span on the imported name) or an attribute of a module the file imports
// (`kafka.FlinkKafkaConsumer` after `from pyflink.datastream.connectors
// import kafka` or `import pyflink.datastream.connectors.kafka as kafka`,
// Span on the attribute). Only names some PyFlink release removed
// (flink.IsPyFlinkRemovedName) are recorded: no other name is gone from
// any release, and a job file takes dozens from PyFlink.
type PyFlinkName struct {
	Module string // the dotted module the name is taken from
	Name   string
	Span   Span
}

// collectPyFlinkNames records every name the main file takes from a PyFlink
// module that some release removed, outside code that never runs (`if
// False:`). Names are compared in the source bytes (string(srcOf(...)) in a
// comparison or map index copies nothing): a string is made only for what
// is kept.
func (x *extractor) collectPyFlinkNames() {
	f := x.main
	modules := map[string]string{} // a bound name -> the PyFlink module it is
	for i := range f.nodes {
		st := &f.nodes[i]
		switch kindOf(st) {
		case "import_from_statement":
			x.importFrom(st, modules)
		case "import_statement":
			for _, ch := range st.namedKids() {
				name, alias := ch, ch
				if kindOf(ch) == "aliased_import" {
					name, alias = fieldOf(ch, "name"), fieldOf(ch, "alias")
				}
				if name == nil || alias == nil || kindOf(name) != "dotted_name" {
					continue
				}
				if isPyFlinkModule(string(srcOf(name, f))) {
					modules[textOf(alias, f)] = textOf(name, f)
				}
			}
		}
	}
	if len(modules) == 0 {
		return
	}
	for i := range f.nodes {
		n := &f.nodes[i]
		if kindOf(n) != "attribute" || x.reachOf(n) == deadBranch {
			continue
		}
		obj, attr := fieldOf(n, "object"), fieldOf(n, "attribute")
		if obj == nil || attr == nil {
			continue
		}
		if mod, ok := modules[string(srcOf(obj, f))]; ok && flink.IsPyFlinkRemovedName(string(srcOf(attr, f))) {
			x.out.PyFlinkNames = append(x.out.PyFlinkNames, PyFlinkName{Module: mod, Name: textOf(attr, f), Span: spanOf(attr)})
		}
	}
	sort.SliceStable(x.out.PyFlinkNames, func(i, j int) bool { return x.out.PyFlinkNames[i].Span.Start < x.out.PyFlinkNames[j].Span.Start })
}

// importFrom records the names of `from pyflink.X import A, B as C` and
// binds the names that may be modules (pyflink.X.A) for attribute uses.
func (x *extractor) importFrom(st *syntaxNode, modules map[string]string) {
	f := x.main
	mod := fieldOf(st, "module_name")
	if mod == nil || !isPyFlinkModule(string(srcOf(mod, f))) || x.reachOf(st) == deadBranch {
		return
	}
	from := textOf(mod, f)
	for _, ch := range st.namedKids() {
		if ch == mod {
			continue
		}
		name, alias := ch, ch
		if kindOf(ch) == "aliased_import" {
			name, alias = fieldOf(ch, "name"), fieldOf(ch, "alias")
		}
		if name == nil || alias == nil || kindOf(name) != "dotted_name" {
			continue
		}
		n := textOf(name, f)
		if strings.Contains(n, ".") {
			continue
		}
		if flink.IsPyFlinkRemovedName(n) {
			x.out.PyFlinkNames = append(x.out.PyFlinkNames, PyFlinkName{Module: from, Name: n, Span: spanOf(name)})
		}
		modules[textOf(alias, f)] = from + "." + n
	}
}
