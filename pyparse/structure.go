package pyparse

import (
	"sort"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/sqlparse"
)

// descriptorSet tracks TableDescriptor chains by their for_connector call
// and the evaluation context (a helper called with arguments gives its own
// descriptor per call).
type descriptorSet struct {
	byKey    map[descKey]*Descriptor
	fcSeen   map[*syntaxNode]bool
	static   []triggerCall // for_connector triggers, created last if unused
	useByPth []pathUse
}

type descKey struct {
	fc  *syntaxNode
	use *syntaxNode // the call whose arguments were bound (nil: static)
}

type pathUse struct {
	path  StringValue
	span  Span
	write bool
}

func (x *extractor) descriptors() *descriptorSet {
	if x.descs == nil {
		x.descs = &descriptorSet{byKey: map[descKey]*Descriptor{}, fcSeen: map[*syntaxNode]bool{}}
	}
	return x.descs
}

// spanIn returns n's span in the main file, or the anchor for other files.
func (x *extractor) spanIn(n *syntaxNode, c *ctx) Span {
	if n == nil {
		return c.anchor
	}
	if c.f == x.main {
		return spanOf(n)
	}
	return c.anchor
}

// valueString is stringValue with the span of where the value was written
// (a literal argument at the call site rather than the parameter it fills).
func (x *extractor) valueString(n *syntaxNode, c *ctx) StringValue {
	sv := x.stringValue(n, c)
	sv.Span = x.spanIn(n, c)
	if vs := x.evalValue(n, c); len(vs) == 1 && vs[0].node != nil && vs[0].c != nil && vs[0].c.f == x.main && vs[0].kind != kUnknown {
		sv.Span = spanOf(vs[0].node)
	}
	return sv
}

// chainUp returns the method calls applied to call by a fluent chain
// (call.m1(...).m2(...)), innermost first, and the outermost node.
func (x *extractor) chainUp(call *syntaxNode) (methods []*syntaxNode, top *syntaxNode) {
	top = call
	for i := 0; i < 64; i++ {
		attr := top.parent
		if attr == nil || kindOf(attr) != "attribute" {
			break
		}
		if o := fieldOf(attr, "object"); o == nil || o.start != top.start || o.end != top.end {
			break
		}
		next := attr.parent
		if next == nil || kindOf(next) != "call" {
			break
		}
		methods = append(methods, next)
		top = next
	}
	return methods, top
}

// chainDown walks from an expression down its receivers to a call whose
// callee's last name is one of names.
func (x *extractor) chainDown(n *syntaxNode, f *file, names ...string) *syntaxNode {
	for i := 0; n != nil && i < 64; i++ {
		switch kindOf(n) {
		case "call":
			fn := fieldOf(n, "function")
			_, last := x.calleeName(fn, f)
			for _, nm := range names {
				if last == nm {
					return n
				}
			}
			if fn == nil || kindOf(fn) != "attribute" {
				return nil
			}
			n = fieldOf(fn, "object")
		case "parenthesized_expression":
			n = namedAt(n, 0)
		default:
			return nil
		}
	}
	return nil
}

// chainRoot is the object a chain of method calls starts from.
func chainRoot(n *syntaxNode) *syntaxNode {
	for i := 0; n != nil && kindOf(n) == "call" && i < 64; i++ {
		fn := fieldOf(n, "function")
		if fn == nil || kindOf(fn) != "attribute" {
			return nil
		}
		n = fieldOf(fn, "object")
	}
	return n
}

// methodName returns the last callee name of a call.
func (x *extractor) methodName(call *syntaxNode, f *file) string {
	_, last := x.calleeName(fieldOf(call, "function"), f)
	return last
}

// continuation finds statement-level builder calls on the name a chain was
// assigned to (`b = TableDescriptor.for_connector(..)` then `b.option(..)`),
// in the same block, in order.
func (x *extractor) continuation(top *syntaxNode, f *file) []*syntaxNode {
	asg := top.parent
	if asg == nil || kindOf(asg) != "assignment" {
		return nil
	}
	left := fieldOf(asg, "left")
	if left == nil || kindOf(left) != "identifier" {
		return nil
	}
	name := textOf(left, f)
	st := asg.parent
	if st == nil || kindOf(st) != "expression_statement" {
		return nil
	}
	block := st.parent
	if block == nil {
		return nil
	}
	var out []*syntaxNode
	after := false
	for _, s := range x.statements(block, f) {
		if s == st {
			after = true
			continue
		}
		if !after || kindOf(s) != "expression_statement" {
			continue
		}
		e := namedAt(s, 0)
		if e == nil {
			continue
		}
		if kindOf(e) == "assignment" {
			l := fieldOf(e, "left")
			if l == nil || textOf(l, f) != name {
				continue
			}
			e = fieldOf(e, "right")
		}
		// Collect the chain rooted at the identifier name.
		var chain []*syntaxNode
		for n := e; n != nil && kindOf(n) == "call"; {
			chain = append(chain, n)
			fn := fieldOf(n, "function")
			if fn == nil || kindOf(fn) != "attribute" {
				chain = nil
				break
			}
			o := fieldOf(fn, "object")
			if o != nil && kindOf(o) == "identifier" && textOf(o, f) == name {
				break
			}
			n = o
			if n == nil || kindOf(n) != "call" {
				chain = nil
			}
		}
		for i := len(chain) - 1; i >= 0; i-- {
			out = append(out, chain[i])
		}
	}
	return out
}

func spanWithin(a, outer Span) bool { return a.Start >= outer.Start && a.End <= outer.End }

// chainStep is a builder call and the context it is evaluated in (one
// iteration of a loop has its loop names bound).
type chainStep struct {
	call *syntaxNode
	c    *ctx
}

// loopContinuation finds the builder calls made in for loops on the name a
// chain was assigned to, after the assignment in the same block:
// `for k, v in OPTIONS.items(): builder = builder.option(k, v)`. A loop over
// a known collection gives the calls once per element, with the loop names
// bound to it; open is true when the name is used in a statement that
// cannot be followed that way (a loop over an unknown collection, an if),
// so that the builder may hold options nobody can list.
func (x *extractor) loopContinuation(top *syntaxNode, c *ctx) (steps []chainStep, open bool) {
	f := c.f
	asg := top.parent
	if asg == nil || kindOf(asg) != "assignment" {
		return nil, false
	}
	left := fieldOf(asg, "left")
	st := asg.parent
	if left == nil || kindOf(left) != "identifier" || st == nil || kindOf(st) != "expression_statement" || st.parent == nil {
		return nil, false
	}
	name := textOf(left, f)
	after := false
	for _, s := range x.statements(st.parent, f) {
		if s == st {
			after = true
			continue
		}
		if !after || kindOf(s) == "expression_statement" || !x.usesObject(s, name, f) {
			continue
		}
		if kindOf(s) != "for_statement" {
			return steps, true
		}
		body := fieldOf(s, "body")
		var calls []*syntaxNode
		for _, bs := range x.statements(body, f) {
			chain := x.rootedChain(bs, name, f)
			if chain == nil && x.usesObject(bs, name, f) {
				return steps, true
			}
			calls = append(calls, chain...)
		}
		elems, ok := x.iterValues(fieldOf(s, "right"), c)
		if !ok {
			return steps, true
		}
		for _, el := range elems {
			lc := x.withLocals(c, s, fieldOf(s, "left"), el)
			for _, call := range calls {
				steps = append(steps, chainStep{call, lc})
			}
		}
	}
	return steps, false
}

// usesObject reports whether name is used as an object (name.attr) in n.
func (x *extractor) usesObject(n *syntaxNode, name string, f *file) bool {
	for _, id := range x.occurrences(f, name) {
		if within(id, n) && id.parent != nil && kindOf(id.parent) == "attribute" && fieldOf(id.parent, "object") == id {
			return true
		}
	}
	return false
}

// rootedChain returns the calls of statement s, innermost first, when it is
// a call chain on name (`name.option(..)` or `name = name.option(..)`).
func (x *extractor) rootedChain(s *syntaxNode, name string, f *file) []*syntaxNode {
	if kindOf(s) != "expression_statement" {
		return nil
	}
	e := namedAt(s, 0)
	if e != nil && kindOf(e) == "assignment" {
		if l := fieldOf(e, "left"); l == nil || textOf(l, f) != name {
			return nil
		}
		e = fieldOf(e, "right")
	}
	var chain []*syntaxNode
	for n := e; n != nil && kindOf(n) == "call"; {
		chain = append(chain, n)
		fn := fieldOf(n, "function")
		if fn == nil || kindOf(fn) != "attribute" {
			return nil
		}
		o := fieldOf(fn, "object")
		if o != nil && kindOf(o) == "identifier" && textOf(o, f) == name {
			for i, j := 0, len(chain)-1; i < j; i, j = i+1, j-1 {
				chain[i], chain[j] = chain[j], chain[i]
			}
			return chain
		}
		n = o
	}
	return nil
}

// extractStructure handles descriptors, their registration and use, file
// sinks and CDK constructs.
func (x *extractor) extractStructure(t triggerCall, c *ctx) {
	ds := x.descriptors()
	switch t.name {
	case "for_connector":
		ds.static = append(ds.static, t)
	case "create_temporary_table", "create_table":
		pn, dn := x.callArg(t.call, 0, "path"), x.callArg(t.call, 1, "descriptor")
		if pn == nil || dn == nil {
			return
		}
		if d := x.descriptorOf(dn, c, 0); d != nil {
			d.Registered = append(d.Registered, x.valueString(pn, c))
		}
	case "execute_insert", "insert_into", "from_path", "from_descriptor":
		a := x.callArg(t.call, 0, "table_path_or_descriptor", "table_path", "path", "descriptor")
		if a == nil {
			return
		}
		write := t.name == "execute_insert" || t.name == "insert_into"
		x.useTable(a, c, spanOf(t.call), write)
		if write && kindOf(t.fn) == "attribute" {
			x.noteInsertQuery(spanOf(t.call), fieldOf(t.fn, "object"), c)
		}
	case "add_insert":
		a := x.callArg(t.call, 0, "target_path_or_descriptor", "table_path_or_descriptor")
		if a == nil {
			return
		}
		x.useTable(a, c, spanOf(t.call), true)
		x.noteInsertQuery(spanOf(t.call), x.callArg(t.call, 1, "table"), c)
	case "for_row_format", "for_bulk_format":
		x.extractFileSink(t, c)
	case "from_source":
		bounded := x.boundedSourceArg(x.callArg(t.call, 0, "source"), c)
		x.out.StreamInputs = append(x.out.StreamInputs, StreamInput{Span: spanOf(t.call), API: t.name, Bounded: bounded})
	case "from_collection", "from_elements", "NumberSequenceSource", "process_static_file_set",
		"add_source", "monitor_continuously", "to_data_stream", "to_append_stream",
		"to_changelog_stream", "to_retract_stream":
		x.out.StreamInputs = append(x.out.StreamInputs, StreamInput{Span: spanOf(t.call), API: t.name, Bounded: boundedStreamInputs[t.name]})
	default:
		if flink.IsDeploymentCall(t.name) {
			x.out.Calls = append(x.out.Calls, x.callValue(t.call, c, 0))
		}
	}
}

// boundedStreamInputs are the DataStream inputs known to end. from_source
// is not among them: it ends only when its source does (boundedSourceArg).
var boundedStreamInputs = map[string]bool{
	"from_collection": true, "from_elements": true, "NumberSequenceSource": true, "process_static_file_set": true,
}

// boundedSources are the source builders whose sources end: a number
// sequence, and a FileSource (it reads continuously only after
// monitor_continuously, which is an unbounded input of its own).
var boundedSources = []string{"NumberSequenceSource", "for_record_stream_format", "for_bulk_file_format"}

// boundedSourceArg reports whether the source given to from_source is known
// to end: a bounded source built in place, or a name every binding of
// which is one. A name with any other binding (a Kafka source in the other
// branch) is not known to end.
func (x *extractor) boundedSourceArg(a *syntaxNode, c *ctx) bool {
	if a == nil {
		return false
	}
	if kindOf(a) != "identifier" {
		return x.chainDown(a, c.f, boundedSources...) != nil
	}
	bs := x.resolveName(textOf(a, c.f), a, c)
	for _, b := range bs {
		if b.kind != bExpr || x.chainDown(b.node, b.c.f, boundedSources...) == nil {
			return false
		}
	}
	return len(bs) > 0
}

// noteInsertQuery ties the write at insert to the sql_query call whose
// table it inserts: the call itself (t_env.sql_query(...).execute_insert),
// or a name whose only binding is that call (q = t_env.sql_query(...);
// stmt_set.add_insert("sink", q)). A table derived from a query (q.filter(...))
// is not the query, so it is left unknown.
func (x *extractor) noteInsertQuery(insert Span, table *syntaxNode, c *ctx) {
	if table == nil || c.f != x.main {
		return
	}
	if kindOf(table) == "identifier" {
		bs := x.resolveName(textOf(table, c.f), table, c)
		if len(bs) != 1 || bs[0].kind != bExpr || bs[0].c.f != x.main {
			return
		}
		table = bs[0].node
	}
	if kindOf(table) != "call" || x.methodName(table, c.f) != "sql_query" {
		return
	}
	for i := range x.out.TableUses {
		if u := &x.out.TableUses[i]; u.Write && u.Span == insert {
			u.Query = spanOf(table)
		}
	}
}

// addTableUse records a use once, however often its helper is evaluated.
func (x *extractor) addTableUse(u TableUse) {
	for _, o := range x.out.TableUses {
		if o.Span == u.Span && o.Write == u.Write {
			return
		}
	}
	x.out.TableUses = append(x.out.TableUses, u)
}

// useTable records a write or read of a table given by path or descriptor.
func (x *extractor) useTable(a *syntaxNode, c *ctx, span Span, write bool) {
	if d := x.descriptorOf(a, c, 0); d != nil {
		if write {
			d.InsertedBy = append(d.InsertedBy, span)
		} else {
			d.ReadBy = append(d.ReadBy, span)
		}
		return
	}
	p := x.valueString(a, c)
	x.addTableUse(TableUse{Path: p, Span: span, Write: write})
	if p.Known {
		x.descriptors().useByPth = append(x.descriptors().useByPth, pathUse{path: p, span: span, write: write})
	}
}

// descriptorOf resolves an expression to the descriptor it builds, or nil.
func (x *extractor) descriptorOf(n *syntaxNode, c *ctx, depth int) *Descriptor {
	if n == nil || depth > 8 || !x.step() {
		return nil
	}
	switch kindOf(n) {
	case "parenthesized_expression":
		return x.descriptorOf(namedAt(n, 0), c, depth+1)
	case "identifier":
		for _, b := range x.resolveName(textOf(n, c.f), n, c) {
			if b.kind == bExpr {
				if d := x.descriptorOf(b.node, b.c, depth+1); d != nil {
					return d
				}
			}
		}
		return nil
	case "call":
		if fc := x.chainDown(n, c.f, "for_connector"); fc != nil {
			return x.descriptorAt(fc, c)
		}
		if root := chainRoot(n); root != nil && kindOf(root) == "identifier" {
			// builder.build() of a builder assigned earlier
			if d := x.descriptorOf(root, c, depth+1); d != nil {
				return d
			}
		}
		// A helper function returning a descriptor.
		fn := fieldOf(n, "function")
		if fn == nil {
			return nil
		}
		def, dc := x.functionDef(fn, n, c)
		if def == nil {
			return nil
		}
		nc := x.bindCall(def, dc, n, c)
		for _, r := range x.returnsOf(def, dc.f) {
			if d := x.descriptorOf(r, nc, depth+1); d != nil {
				return d
			}
		}
	}
	return nil
}

// descriptorAt returns (creating it) the descriptor of a for_connector call
// evaluated in c.
func (x *extractor) descriptorAt(fc *syntaxNode, c *ctx) *Descriptor {
	ds := x.descriptors()
	key := descKey{fc: fc}
	if c.fn != nil {
		key.use = c.fn
		if c.anchor != (Span{}) {
			// distinguish call sites by their anchor in the main file
			key.use = x.main.nodeAt(c.anchor.Start, c.anchor.End)
		}
	}
	if d, ok := ds.byKey[key]; ok {
		return d
	}
	d := x.buildDescriptor(fc, c)
	ds.byKey[key] = d
	ds.fcSeen[fc] = true
	x.out.Descriptors = append(x.out.Descriptors, d)
	return d
}

func (x *extractor) buildDescriptor(fc *syntaxNode, c *ctx) *Descriptor {
	methods, top := x.chainUp(fc)
	methods = append(methods, x.continuation(top, c.f)...)
	steps := make([]chainStep, 0, len(methods))
	for _, m := range methods {
		steps = append(steps, chainStep{m, c})
	}
	looped, open := x.loopContinuation(top, c)
	steps = append(steps, looped...)
	d := &Descriptor{Span: x.spanIn(top, c)}
	if a := x.callArgIn(fc, c, 0, "connector"); a != nil {
		d.Connector = x.valueString(a, c)
	}
	if open {
		// Options set where they cannot be followed: some keys are unknown.
		d.Options = append(d.Options, DescriptorOption{Span: x.spanIn(top, c)})
	}
	for _, step := range steps {
		m, c := step.call, step.c
		switch x.methodName(m, c.f) {
		case "option":
			k, v := x.callArgIn(m, c, 0, "key"), x.callArgIn(m, c, 1, "value")
			if k == nil || v == nil {
				continue
			}
			o := DescriptorOption{Span: x.argsSpan(m, c), Key: x.valueString(k, c), Value: x.valueString(v, c)}
			if step.c.locals != nil && o.Key.Span.Start < o.Value.Span.End && !spanWithin(o.Key.Span, o.Span) {
				// set in a loop over a dict: where the entry is written
				o.Span = Span{o.Key.Span.Start, o.Value.Span.End}
			}
			d.Options = append(d.Options, o)
		case "format":
			a := x.callArgIn(m, c, 0, "format")
			if a == nil {
				continue
			}
			x.formatOptions(d, m, a, c)
		case "schema":
			if a := x.callArgIn(m, c, 0, "schema"); a != nil {
				x.schemaInfo(d, a, c)
			}
		case "partitioned_by":
			for _, a := range x.posArgs(m) {
				if s, ok := x.knownStr(a, c); ok {
					d.PartitionBy = append(d.PartitionBy, s)
				}
			}
		}
	}
	return d
}

// callArgIn is callArg for a call in c's file.
func (x *extractor) callArgIn(call *syntaxNode, c *ctx, i int, kws ...string) *syntaxNode {
	return x.callArgOf(call, c.f, i, kws...)
}

// callArgOf returns the i-th positional argument or the first of the
// keyword arguments kws that the call in f passes.
func (x *extractor) callArgOf(call *syntaxNode, f *file, i int, kws ...string) *syntaxNode {
	args := fieldOf(call, "arguments")
	if args == nil || kindOf(args) != "argument_list" {
		return nil
	}
	pos, kw := x.splitArgs(args, f)
	for _, k := range kws {
		if a, ok := kw[k]; ok {
			return a
		}
	}
	if i < len(pos) {
		return pos[i]
	}
	return nil
}

func (x *extractor) posArgs(call *syntaxNode) []*syntaxNode {
	args := fieldOf(call, "arguments")
	if args == nil || kindOf(args) != "argument_list" {
		return nil
	}
	var out []*syntaxNode
	cnt := nnamed(args)
	for i := 0; i < cnt; i++ {
		a := namedAt(args, i)
		switch kindOf(a) {
		case "comment", "keyword_argument", "list_splat", "dictionary_splat":
		default:
			out = append(out, a)
		}
	}
	return out
}

// argsSpan is the span of a call's arguments, without the parentheses.
func (x *extractor) argsSpan(call *syntaxNode, c *ctx) Span {
	args := fieldOf(call, "arguments")
	if args == nil || c.f != x.main {
		return x.spanIn(call, c)
	}
	sp := spanOf(args)
	if sp.End-sp.Start >= 2 {
		sp.Start++
		sp.End--
	}
	return sp
}

// formatOptions handles .format("json") and .format(FormatDescriptor...).
func (x *extractor) formatOptions(d *Descriptor, m, a *syntaxNode, c *ctx) {
	span := x.argsSpan(m, c)
	key := StringValue{Span: x.spanIn(fieldOf(m, "function"), c), Value: "format", Known: true}
	if fd := x.resolveChain(a, c, "for_format", 0); fd.node != nil {
		fc := fd.c
		name := StringValue{}
		if fa := x.callArgIn(fd.node, fc, 0, "format"); fa != nil {
			name = x.valueString(fa, fc)
		}
		d.Options = append(d.Options, DescriptorOption{Span: span, Key: key, Value: name})
		for _, call := range x.chainCalls(fd) {
			om, fc := call.node, call.c
			if x.methodName(om, fc.f) != "option" {
				continue
			}
			k, v := x.callArgIn(om, fc, 0, "key"), x.callArgIn(om, fc, 1, "value")
			if k == nil || v == nil {
				continue
			}
			kv := x.valueString(k, fc)
			if name.Known {
				kv.Value = name.Value + "." + kv.Value
			} else {
				kv.Known = false
			}
			d.Options = append(d.Options, DescriptorOption{Span: x.argsSpan(om, fc), Key: kv, Value: x.valueString(v, fc)})
		}
		return
	}
	d.Options = append(d.Options, DescriptorOption{Span: span, Key: key, Value: x.valueString(a, c)})
}

type nodeCtx struct {
	node *syntaxNode
	c    *ctx
	// later are the calls applied to the chain after it was assigned to a
	// name (`b = Schema.new_builder()` ... `b.primary_key("id").build()`),
	// each in its context.
	later []nodeCtx
}

// chainCalls are the calls of the chain r found: those on top of it, those
// made on the name it is assigned to, and r.later.
func (x *extractor) chainCalls(r nodeCtx) []nodeCtx {
	methods, top := x.chainUp(r.node)
	methods = append(methods, x.continuation(top, r.c.f)...)
	out := make([]nodeCtx, 0, len(methods)+len(r.later))
	seen := map[*syntaxNode]bool{}
	for _, m := range methods {
		seen[m] = true
		out = append(out, nodeCtx{node: m, c: r.c})
	}
	for _, l := range r.later {
		if !seen[l.node] {
			seen[l.node] = true
			out = append(out, l)
		}
	}
	return out
}

// resolveChain follows names and helper calls from n to a call chain
// containing a call named root, returning that call.
func (x *extractor) resolveChain(n *syntaxNode, c *ctx, root string, depth int) nodeCtx {
	if n == nil || depth > 8 || !x.step() {
		return nodeCtx{}
	}
	switch kindOf(n) {
	case "parenthesized_expression":
		return x.resolveChain(namedAt(n, 0), c, root, depth+1)
	case "identifier":
		for _, b := range x.resolveName(textOf(n, c.f), n, c) {
			if b.kind == bExpr {
				if r := x.resolveChain(b.node, b.c, root, depth+1); r.node != nil {
					return r
				}
			}
		}
	case "call":
		if r := x.chainDown(n, c.f, root); r != nil {
			return nodeCtx{node: r, c: c}
		}
		if base := chainRoot(n); base != nil && kindOf(base) == "identifier" {
			// builder.column(...).build() of a builder assigned earlier:
			// the calls on top of the name are the chain's too.
			if r := x.resolveChain(base, c, root, depth+1); r.node != nil {
				methods, _ := x.chainUp(base)
				for _, m := range methods {
					r.later = append(r.later, nodeCtx{node: m, c: c})
				}
				return r
			}
		}
		if fn := fieldOf(n, "function"); fn != nil {
			if def, dc := x.functionDef(fn, n, c); def != nil {
				nc := x.bindCall(def, dc, n, c)
				for _, r := range x.returnsOf(def, dc.f) {
					if rc := x.resolveChain(r, nc, root, depth+1); rc.node != nil {
						return rc
					}
				}
			}
		}
	}
	return nodeCtx{}
}

// schemaInfo reads primary keys and watermarks of a Schema builder chain.
func (x *extractor) schemaInfo(d *Descriptor, a *syntaxNode, c *ctx) {
	nb := x.resolveChain(a, c, "new_builder", 0)
	if nb.node == nil {
		d.SchemaUnknown = true
		return
	}
	for _, call := range x.chainCalls(nb) {
		m, mc := call.node, call.c
		switch x.methodName(m, mc.f) {
		case "primary_key":
			for _, p := range x.posArgs(m) {
				if s, ok := x.knownStr(p, mc); ok {
					d.PrimaryKey = append(d.PrimaryKey, s)
				}
			}
		case "primary_key_named":
			for i, p := range x.posArgs(m) {
				if i == 0 {
					continue
				}
				if s, ok := x.knownStr(p, mc); ok {
					d.PrimaryKey = append(d.PrimaryKey, s)
				}
			}
		case "watermark":
			d.Watermark = true
		}
	}
}

// finishDescriptors creates descriptors for chains never registered or used
// through a helper, and links uses by table path.
func (x *extractor) finishDescriptors(c *ctx) {
	ds := x.descs
	if ds == nil {
		return
	}
	for _, t := range ds.static {
		if ds.fcSeen[t.call] {
			continue
		}
		x.descriptorAt(t.call, c)
	}
	// The registrations by object name (the last part of the path, which
	// SameTable requires equal), in descriptor order: each use is compared
	// with those of its name only, not with every registration (quadratic
	// on generated jobs, issue 46).
	type registration struct {
		d    *Descriptor
		path string
	}
	byObject := map[string][]registration{}
	for _, d := range x.out.Descriptors {
		for _, r := range d.Registered {
			if r.Known {
				o := sqlparse.TableObject(r.Value)
				byObject[o] = append(byObject[o], registration{d, r.Value})
			}
		}
	}
	var same []*Descriptor
	for _, u := range ds.useByPth {
		same = same[:0]
		for _, r := range byObject[sqlparse.TableObject(u.path.Value)] {
			if sqlparse.SameTable(r.path, u.path.Value) {
				if same = append(same, r.d); len(same) > maxRegistrationsPerUse {
					break
				}
			}
		}
		if len(same) > maxRegistrationsPerUse {
			// Which of many registrations of one path a use reads depends on
			// the order the code runs in: the use stays unlinked rather than
			// linked to each (n uses of n registrations made n*n sinks,
			// issue 46 item 18).
			continue
		}
		for _, d := range same {
			if u.write {
				d.InsertedBy = append(d.InsertedBy, u.span)
			} else {
				d.ReadBy = append(d.ReadBy, u.span)
			}
		}
	}
	sortDescriptors(x.out.Descriptors)
}

// maxRegistrationsPerUse is how many registrations of one path a table use
// is linked to at most: a job registers a path once, or a few times on
// different branches; more is generated code whose uses cannot be told
// apart.
const maxRegistrationsPerUse = 4

// sortDescriptors orders descriptors by where they start, keeping the
// order of those that start at the same place.
func sortDescriptors(ds []*Descriptor) {
	sort.SliceStable(ds, func(i, j int) bool { return ds[i].Span.Start < ds[j].Span.Start })
}

// configMethods configure a DataStream operator without being one.
var configMethods = map[string]bool{
	"uid": true, "set_parallelism": true, "name": true, "set_uid_hash": true, "set_max_parallelism": true,
	"slot_sharing_group": true, "set_description": true, "disable_chaining": true, "start_new_chain": true,
	"set_buffer_timeout": true, "force_non_parallel": true,
}

// addOperator finds the operator call a configuration call applies to.
func (x *extractor) addOperator(obj *syntaxNode, c *ctx, set func(*Operator)) {
	n := obj
	for i := 0; n != nil && i < 64; i++ {
		switch kindOf(n) {
		case "parenthesized_expression":
			n = namedAt(n, 0)
			continue
		case "call":
			fn := fieldOf(n, "function")
			if fn != nil && kindOf(fn) == "attribute" && configMethods[x.methodName(n, c.f)] {
				n = fieldOf(fn, "object")
				continue
			}
		case "identifier":
			var next *syntaxNode
			for _, b := range x.resolveName(textOf(n, c.f), n, c) {
				if b.kind == bExpr && b.c.f == x.main {
					next = b.node
				}
			}
			if next == nil {
				n = nil
				break
			}
			n = next
			continue
		}
		break
	}
	if n == nil || kindOf(n) != "call" {
		return
	}
	idx, ok := x.ops[n]
	if !ok {
		idx = len(x.out.Operators)
		x.ops[n] = idx
		x.out.Operators = append(x.out.Operators, Operator{Span: spanOf(n), Method: x.methodName(n, c.f)})
	}
	set(&x.out.Operators[idx])
}

// extractFileSink reads a FileSink.for_row_format / for_bulk_format chain.
func (x *extractor) extractFileSink(t triggerCall, c *ctx) {
	if kindOf(t.fn) != "attribute" {
		return
	}
	obj := fieldOf(t.fn, "object")
	if obj == nil || !strings.HasSuffix(textOf(obj, c.f), "FileSink") {
		return
	}
	fs := FileSink{Format: "row"}
	if t.name == "for_bulk_format" {
		fs.Format = "bulk"
	}
	if a := x.callArg(t.call, 0, "base_path"); a != nil {
		fs.Path = x.valueString(a, c)
	}
	methods, top := x.chainUp(t.call)
	methods = append(methods, x.continuation(top, c.f)...)
	for _, m := range methods {
		if x.methodName(m, c.f) == "enable_compact" {
			fs.Compacted = true
		}
	}
	fs.Span = spanOf(top)
	x.out.FileSinks = append(x.out.FileSinks, fs)
}

// callValue converts a call to a Call with statically evaluated arguments.
func (x *extractor) callValue(call *syntaxNode, c *ctx, depth int) *Call {
	fn := fieldOf(call, "function")
	cl := &Call{Span: x.spanIn(call, c)}
	if fn != nil {
		cl.Callee = strings.Join(strings.Fields(textOf(fn, c.f)), "")
	}
	args := fieldOf(call, "arguments")
	if args == nil || kindOf(args) != "argument_list" {
		return cl
	}
	cnt := nnamed(args)
	for i := 0; i < cnt; i++ {
		a := namedAt(args, i)
		switch kindOf(a) {
		case "comment":
		case "keyword_argument":
			k, v := fieldOf(a, "name"), fieldOf(a, "value")
			if k == nil || v == nil {
				continue
			}
			cl.Args = append(cl.Args, Arg{Span: x.spanIn(a, c), Name: textOf(k, c.f), Value: x.toValue(v, c, depth+1)})
		default:
			cl.Args = append(cl.Args, Arg{Span: x.spanIn(a, c), Value: x.toValue(a, c, depth+1)})
		}
	}
	return cl
}

const maxValueDepth = 24

// toValue converts an expression to a Value tree for other readers.
func (x *extractor) toValue(n *syntaxNode, c *ctx, depth int) *Value {
	v := &Value{Span: x.spanIn(n, c)}
	if n == nil || depth > maxValueDepth || !x.step() {
		return v
	}
	switch kindOf(n) {
	case "parenthesized_expression":
		return x.toValue(namedAt(n, 0), c, depth+1)
	case "list", "tuple", "set":
		v.Kind = ListKind
		cnt := nnamed(n)
		for i := 0; i < cnt; i++ {
			ch := namedAt(n, i)
			if kindOf(ch) == "comment" {
				continue
			}
			v.List = append(v.List, x.toValue(ch, c, depth+1))
		}
		return v
	case "dictionary":
		v.Kind = DictKind
		cnt := nnamed(n)
		for i := 0; i < cnt; i++ {
			ch := namedAt(n, i)
			if kindOf(ch) != "pair" {
				continue
			}
			k, vv := fieldOf(ch, "key"), fieldOf(ch, "value")
			v.Keys = append(v.Keys, x.stringValueIn(k, c))
			v.Values = append(v.Values, x.toValue(vv, c, depth+1))
		}
		return v
	case "call":
		fn := fieldOf(n, "function")
		if fn != nil && kindOf(fn) == "identifier" {
			if def, dc := x.functionDef(fn, n, c); def != nil {
				nc := x.bindCall(def, dc, n, c)
				if rs := x.returnsOf(def, dc.f); len(rs) > 0 {
					return x.toValue(rs[len(rs)-1], nc, depth+1)
				}
			}
		}
		if fn != nil {
			if _, last := x.calleeName(fn, c.f); last == "str" || last == "int" || last == "format" || last == "join" || last == "dedent" {
				break
			}
		}
		v.Kind = CallKind
		v.Call = x.callValue(n, c, depth+1)
		return v
	case "identifier":
		name := textOf(n, c.f)
		for _, b := range x.resolveName(name, n, c) {
			if b.kind == bExpr {
				r := x.toValue(b.node, b.c, depth+1)
				r.Span = v.Span
				if r.Kind == UnknownValue && r.Str == "" {
					break
				}
				return r
			}
			if b.kind == bImport {
				if ff, fc := x.loadModule(b.mod, n, c); ff != nil {
					bs, found := x.scanBlock(ff.root, b.name, len(ff.src)+1, nil, fc)
					if found && len(bs) > 0 && bs[len(bs)-1].kind == bExpr {
						r := x.toValue(bs[len(bs)-1].node, bs[len(bs)-1].c, depth+1)
						r.Span = v.Span
						return r
					}
				}
			}
			if b.kind == bLoop || b.kind == bParam {
				break
			}
		}
		if name == "True" || name == "False" {
			v.Kind, v.Str = BoolKind, strings.ToLower(name)
			return v
		}
		v.Kind, v.Str = NameKind, name
		return v
	case "attribute":
		vs := x.evalValue(n, c)
		if len(vs) == 1 && vs[0].kind != kUnknown {
			return fromVal(vs[0], v)
		}
		v.Kind, v.Str = NameKind, strings.Join(strings.Fields(textOf(n, c.f)), "")
		return v
	}
	vs := x.evalValue(n, c)
	if len(vs) == 1 {
		return fromVal(vs[0], v)
	}
	return v
}

func fromVal(ev *val, v *Value) *Value {
	switch ev.kind {
	case kStr:
		v.Str = string(ev.s.b)
		if ev.s.known() {
			v.Kind = StringKind
		}
	case kNum:
		v.Kind, v.Str = NumberKind, ev.text
	case kBool:
		v.Kind, v.Str = BoolKind, strings.ToLower(ev.text)
	case kNone:
		v.Kind = NoneKind
	}
	return v
}

func (x *extractor) stringValueIn(n *syntaxNode, c *ctx) StringValue {
	sv := x.stringValue(n, c)
	sv.Span = x.spanIn(n, c)
	return sv
}
