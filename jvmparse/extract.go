package jvmparse

import (
	"sort"
	"strings"

	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/pyparse"
)

// run extracts the main file: every method nothing in the file calls is
// run on its own (the entry points: main, operators' methods, tests), and
// a method the file calls is run at each call, its parameters bound to the
// arguments there.
func (x *extractor) run() {
	f := x.main
	x.src.Package = f.pkg
	x.src.Classes, x.src.MainClasses = f.topClasses()
	x.comments()
	x.removedUses()
	called := x.calledMethods()
	for _, m := range f.methods {
		if called[m] {
			continue
		}
		c := &ctx{f: f, cls: f.classOf(m), sc: newScope(), record: true}
		for _, p := range params(m) {
			name := f.text(p.child("name"))
			c.sc.vars[name] = unknown(f, p)
			if k := typeKind(f.text(p.child("type"))); k != "" {
				c.sc.kinds[name] = k
			}
		}
		if f.scala {
			x.execScalaBody(m.child("body"), c)
			continue
		}
		body := m.child("body")
		if m.kind == "block" || m.kind == "static_initializer" {
			body = m
			if m.kind == "static_initializer" {
				body = m.namedAt(0)
			}
		}
		x.exec(body, c)
	}
	x.fieldInitializers()
	x.finish()
}

// fieldInitializers scans the initializers of fields for API calls
// (a TableEnvironment built in a field, a sink in a constant).
func (x *extractor) fieldInitializers() {
	f := x.main
	for _, cl := range f.order {
		if f.scala {
			continue
		}
		body := cl.decl.child("body")
		if cl == f.facade {
			body = f.root
		}
		for _, m := range bodyMembers(body) {
			if m.kind != "field_declaration" {
				continue
			}
			c := &ctx{f: f, cls: cl, sc: newScope(), record: true}
			x.scan(m, c)
		}
	}
}

// calledMethods are the methods of the main file that the file calls
// (by name and arity, without receiver or on this or their class).
func (x *extractor) calledMethods() map[*node]bool {
	f := x.main
	out := map[*node]bool{}
	walk(f.root, func(n *node) bool {
		if n.kind != "method_invocation" && n.kind != "call_expression" {
			return true
		}
		var m *node
		if f.scala {
			m = x.scalaCallee(n, &ctx{f: f, cls: f.classOf(n)})
		} else {
			m, _ = x.method(n.child("object"), f.text(n.child("name")), len(args(n)), &ctx{f: f, cls: f.classOf(n)})
		}
		if m != nil && !contains(m, n) {
			out[m] = true
		}
		return true
	})
	return out
}

func contains(outer, n *node) bool {
	return n.start >= outer.start && n.end <= outer.end
}

// exec runs a block's statements in order; it returns the value of a
// return statement at the block's top level (unknown when returns are
// nested in branches).
func (x *extractor) exec(n *node, c *ctx) (ret val, returned bool) {
	ret = unknown(c.f, n)
	if n == nil || !x.step() {
		return ret, false
	}
	switch n.kind {
	case "block", "constructor_body":
		for _, s := range n.nkids {
			if r, ok := x.exec(s, c); ok {
				return r, true
			}
		}
		return ret, false
	case "local_variable_declaration":
		typ := c.f.text(n.child("type"))
		for _, d := range n.nkids {
			if d.kind != "variable_declarator" {
				continue
			}
			name := c.f.text(d.child("name"))
			v := d.child("value")
			if v != nil {
				x.scan(v, c)
				c.sc.vars[name] = x.eval(v, c)
			} else {
				c.sc.vars[name] = unknown(c.f, d)
			}
			if k := typeKind(typ); k != "" {
				c.sc.kinds[name] = k
			} else if k := x.exprKind(v, c); k != "" {
				c.sc.kinds[name] = k
			}
		}
		return ret, false
	case "expression_statement":
		e := n.namedAt(0)
		x.scan(e, c)
		x.assign(e, c)
		return ret, false
	case "return_statement":
		if e := n.namedAt(0); e != nil {
			x.scan(e, c)
			return x.eval(e, c), true
		}
		return ret, true
	case "if_statement":
		x.scan(n.child("condition"), c)
		x.branch(n.child("consequence"), c)
		x.branch(n.child("alternative"), c)
		return ret, false
	case "try_statement", "try_with_resources_statement":
		if r := n.child("resources"); r != nil {
			for _, res := range r.nkids {
				x.scan(res, c)
				if nm := res.child("name"); nm != nil {
					c.sc.vars[c.f.text(nm)] = x.eval(res.child("value"), c)
				}
			}
		}
		// The try block runs straight through when nothing throws.
		if b := n.child("body"); b != nil {
			if r, ok := x.exec(b, c); ok {
				return r, true
			}
		}
		for _, k := range n.nkids {
			if k.kind == "catch_clause" || k.kind == "finally_clause" {
				x.branch(k.child("body"), c)
				if k.kind == "finally_clause" {
					x.branch(k.namedAt(0), c)
				}
			}
		}
		return ret, false
	case "for_statement", "enhanced_for_statement", "while_statement", "do_statement", "synchronized_statement",
		"labeled_statement", "switch_expression", "switch_statement":
		x.branch(n, c)
		return ret, false
	default:
		x.scan(n, c)
		return ret, false
	}
}

// branch runs code that may or may not run (an if branch, a loop body):
// its API calls are recorded, and the locals it assigns are unknown after.
func (x *extractor) branch(n *node, c *ctx) {
	if n == nil {
		return
	}
	if n.kind == "block" || strings.HasSuffix(n.kind, "_statement") {
		inner := &ctx{f: c.f, cls: c.cls, sc: copyScope(c.sc), depth: c.depth, record: c.record, via: c.via}
		if n.kind == "block" || n.kind == "expression_statement" || n.kind == "local_variable_declaration" || n.kind == "return_statement" {
			x.exec(n, inner)
		} else {
			for _, k := range n.nkids {
				if k.kind == "block" || strings.HasSuffix(k.kind, "_statement") || k.kind == "switch_block" {
					x.branch(k, inner)
				} else {
					x.scan(k, inner)
				}
			}
		}
	} else {
		x.scan(n, c)
		for _, k := range n.nkids {
			if k.kind == "switch_block_statement_group" || k.kind == "switch_rule" {
				x.branch(k, c)
			}
		}
	}
	walk(n, func(k *node) bool {
		if k.kind == "assignment_expression" {
			if l := k.child("left"); kindOf(l) == "identifier" {
				c.sc.vars[c.f.text(l)] = unknown(c.f, k)
			}
		}
		if k.kind == "expression_statement" {
			if root := chainRoot(k.namedAt(0)); kindOf(root) == "identifier" {
				if v, ok := c.sc.vars[c.f.text(root)]; ok && mutable(v.kind) {
					c.sc.vars[c.f.text(root)] = unknown(c.f, k)
				}
			}
		}
		return true
	})
}

func copyScope(s *scope) *scope {
	n := newScope()
	for k, v := range s.vars {
		n.vars[k] = v
	}
	for k, v := range s.kinds {
		n.kinds[k] = v
	}
	return n
}

func mutable(k vkind) bool {
	return k == vBuilder || k == vDesc || k == vSchema || k == vFormat || k == vSource
}

// chainRoot returns the receiver a call chain starts from.
func chainRoot(n *node) *node {
	for n != nil && (n.kind == "method_invocation" || n.kind == "field_access") {
		o := n.child("object")
		if o == nil {
			return nil
		}
		n = o
	}
	return n
}

// assign applies an expression statement to the locals: `x = e`,
// `x += e`, and calls on a builder held in a local (sb.append(...)).
func (x *extractor) assign(e *node, c *ctx) {
	switch kindOf(e) {
	case "assignment_expression":
		l, r := e.child("left"), e.child("right")
		if kindOf(l) != "identifier" {
			return
		}
		name := c.f.text(l)
		op := ""
		for _, k := range e.kids {
			if k.field == "operator" {
				op = k.kind
			}
		}
		switch op {
		case "=":
			c.sc.vars[name] = x.eval(r, c)
			if k := x.exprKind(r, c); k != "" {
				c.sc.kinds[name] = k
			}
		case "+=":
			if old, ok := c.sc.vars[name]; ok && old.kind == vStr {
				c.sc.vars[name] = concat(old, x.eval(r, c), c.f, e)
			} else {
				c.sc.vars[name] = unknown(c.f, e)
			}
		default:
			c.sc.vars[name] = unknown(c.f, e)
		}
	case "method_invocation":
		root := chainRoot(e)
		if kindOf(root) != "identifier" {
			return
		}
		name := c.f.text(root)
		if v, ok := c.sc.vars[name]; ok && mutable(v.kind) {
			c.sc.vars[name] = x.eval(e, c)
		}
	}
}

// typeKind maps a declared type to the receiver kind it makes.
func typeKind(t string) string {
	if i := strings.IndexByte(t, '<'); i >= 0 {
		t = t[:i]
	}
	switch lastSeg(t) {
	case "StreamExecutionEnvironment", "ExecutionEnvironment", "LocalStreamEnvironment":
		return "env"
	case "Configuration":
		return "configuration"
	case "TableConfig":
		return "config"
	case "CheckpointConfig":
		return "checkpoint"
	case "StatementSet", "StreamStatementSet":
		return "statementset"
	case "TableEnvironment", "StreamTableEnvironment":
		return "tenv"
	}
	return ""
}

// exprKind is the receiver kind an expression's value has, from the
// method that made it.
func (x *extractor) exprKind(n *node, c *ctx) string {
	switch kindOf(n) {
	case "method_invocation", "call_expression":
		name := x.callName(n, c)
		switch name {
		case "getExecutionEnvironment", "createLocalEnvironment", "createRemoteEnvironment", "createLocalEnvironmentWithWebUI":
			return "env"
		case "getConfig", "getTableConfig":
			return "config"
		case "getConfiguration":
			return "configuration"
		case "getCheckpointConfig":
			return "checkpoint"
		case "createStatementSet":
			return "statementset"
		}
	case "object_creation_expression", "instance_expression":
		t := c.f.text(n.child("type"))
		if n.kind == "instance_expression" {
			t = c.f.text(n.namedAt(0))
		}
		return typeKind(t)
	case "identifier":
		if c.sc != nil {
			return c.sc.kinds[c.f.text(n)]
		}
	case "parenthesized_expression":
		return x.exprKind(n.namedAt(0), c)
	}
	return ""
}

// callName is the method name of a call.
func (x *extractor) callName(n *node, c *ctx) string {
	if n.kind == "method_invocation" {
		return c.f.text(n.child("name"))
	}
	fn := n.child("function")
	if kindOf(fn) == "field_expression" {
		return c.f.text(fn.child("field"))
	}
	return c.f.text(fn)
}

// scan records the API calls in an expression, in source order of their
// method names, and runs the main file's methods called there.
func (x *extractor) scan(n *node, c *ctx) {
	if n == nil || c.f.scala {
		if n != nil {
			x.scanScala(n, c)
		}
		return
	}
	var calls []*node
	walk(n, func(k *node) bool {
		switch k.kind {
		case "class_body":
			return false // methods of anonymous classes run on their own
		case "method_invocation":
			calls = append(calls, k)
		case "object_creation_expression":
			t := lastSeg(c.f.text(k.child("type")))
			if t == "HiveCatalog" && c.record {
				x.apiCall("HiveCatalog", k, c)
			}
			if fileReads[t] && c.record {
				x.resourceRead(k, t, nil, args(k), c)
			}
		}
		return true
	})
	sort.SliceStable(calls, func(i, j int) bool { return calls[i].child("name").start < calls[j].child("name").start })
	for _, k := range calls {
		x.trigger(k, c)
	}
}

// sqlAPIs maps the Java SQL methods to the PyFlink names the model knows.
var sqlAPIs = map[string]string{
	"executeSql": "execute_sql", "sqlQuery": "sql_query", "addInsertSql": "add_insert_sql",
	"explainSql": "explain_sql", "compilePlanSql": "compile_plan_sql",
}

// trigger records what one call does.
func (x *extractor) trigger(n *node, c *ctx) {
	f := c.f
	name := f.text(n.child("name"))
	obj := n.child("object")
	as := args(n)
	if !c.record {
		return
	}
	if x.resourceRead(n, name, obj, as, c) {
		return
	}
	if api, ok := sqlAPIs[name]; ok && len(as) == 1 && !mockVerification(obj, f) {
		v := x.eval(as[0], c)
		if v.kind == vStr && v.someKnown() {
			t := v.sqlText(x.main, api, x.here(n, c), x.here(as[0], c))
			t.Via = c.via
			x.out.SQL = append(x.out.SQL, t)
		}
		return
	}
	switch name {
	case "createTemporaryTable", "createTable":
		if len(as) == 2 {
			if d := x.eval(as[1], c); d.kind == vDesc {
				x.addDescriptor(d.desc, x.eval(as[0], c), n, c, nil)
			}
		}
		return
	case "from":
		if len(as) == 1 && obj != nil {
			v := x.eval(as[0], c)
			switch v.kind {
			case vDesc:
				x.addDescriptor(v.desc, val{}, n, c, &pyparse.Span{})
			case vStr:
				x.out.TableUses = append(x.out.TableUses, pyparse.TableUse{Path: v.stringValue(x.main, x.here(as[0], c)), Span: x.here(n, c)})
			}
		}
		return
	case "executeInsert", "insertInto", "addInsert":
		if len(as) == 0 || obj == nil {
			return
		}
		target := as[0]
		var query pyparse.Span
		if name == "addInsert" && len(as) == 2 {
			if t := x.eval(as[1], c); t.kind == vTable && t.f == x.main {
				query = t.at
			}
		} else if t := x.eval(obj, c); t.kind == vTable && t.f == x.main {
			query = t.at
		}
		v := x.eval(target, c)
		switch v.kind {
		case vDesc:
			sp := x.here(n, c)
			x.addDescriptor(v.desc, val{}, n, c, &sp)
		case vStr:
			x.out.TableUses = append(x.out.TableUses, pyparse.TableUse{Path: v.stringValue(x.main, x.here(target, c)), Span: x.here(n, c), Write: true, Query: query})
		}
		return
	case "fromCollection", "fromElements", "fromSequence", "generateSequence", "fromData", "readTextFile":
		if obj != nil && x.envReceiver(obj, c) {
			x.input(n, c, snake(name), true)
		}
		return
	case "fromSource":
		if len(as) >= 1 {
			v := x.eval(as[0], c)
			x.input(n, c, "from_source", v.kind == vSource && v.bounded)
		}
		return
	case "addSource", "socketTextStream", "createInput", "readFile", "toDataStream", "toChangelogStream", "toAppendStream", "toRetractStream":
		x.input(n, c, snake(name), false)
		return
	case "useCatalog", "useDatabase", "registerCatalog", "createCatalog", "setCheckpointInterval", "setCheckpointingMode", "setMaxParallelism", "enableCheckpointing":
		x.apiCall(snake(name), n, c)
	case "getApplicationProperties":
		// KinesisAnalyticsRuntime.getApplicationProperties(): the runtime
		// properties of AWS Managed Flink (aws-kinesisanalytics-runtime).
		if obj != nil && lastSeg(f.text(obj)) == "KinesisAnalyticsRuntime" {
			x.out.AWSRuntimeProperties = append(x.out.AWSRuntimeProperties, x.here(n, c))
			return
		}
	}
	if x.fileSink(n, c) || x.kafkaSink(n, c) {
		return
	}
	x.settings(n, name, obj, as, c)
	// A method of this file: run it with its arguments.
	if m, mc := x.method(obj, name, len(as), c); m != nil && mc.f == x.main && x.mayRecord(m) {
		x.invoke(m, mc, as, c, n, true)
	}
}

// triggerNames are the method names trigger records something for.
var triggerNames = map[string]bool{
	"createTemporaryTable": true, "createTable": true, "from": true, "executeInsert": true, "insertInto": true, "addInsert": true,
	"fromCollection": true, "fromElements": true, "fromSequence": true, "generateSequence": true, "fromData": true, "readTextFile": true,
	"fromSource": true, "addSource": true, "socketTextStream": true, "createInput": true, "readFile": true, "toDataStream": true,
	"toChangelogStream": true, "toAppendStream": true, "toRetractStream": true, "useCatalog": true, "useDatabase": true,
	"registerCatalog": true, "createCatalog": true, "setCheckpointInterval": true, "setCheckpointingMode": true,
	"setMaxParallelism": true, "enableCheckpointing": true, "forRowFormat": true, "forBulkFormat": true,
	"set": true, "setString": true, "setInteger": true, "setBoolean": true, "setLong": true, "setDouble": true, "setFloat": true,
	"setParallelism": true, "setMinPauseBetweenCheckpoints": true, "setCheckpointTimeout": true, "setMaxConcurrentCheckpoints": true,
	"enableUnalignedCheckpoints": true, "setRuntimeMode": true, "inBatchMode": true, "inStreamingMode": true, "primaryKey": true,
	"primaryKeyNamed": true, "getApplicationProperties": true, "setDeliveryGuarantee": true, "setDeliverGuarantee": true,
}

// mayRecord reports whether running method m can record anything: its
// body calls an API trigger records, or a method without a receiver (a
// helper that may), or makes a HiveCatalog. A method that only computes
// a value (a DDL template) is evaluated where its value is used, not run
// once more at each call.
func (x *extractor) mayRecord(m *node) bool {
	if v, ok := x.records[m]; ok {
		return v
	}
	f := x.main
	found := false
	walk(m.child("body"), func(k *node) bool {
		if found {
			return false
		}
		switch k.kind {
		case "method_invocation":
			name := f.text(k.child("name"))
			if _, sql := sqlAPIs[name]; sql || triggerNames[name] || k.child("object") == nil || kindOf(k.child("object")) == "this" {
				found = true
			} else if o := k.child("object"); kindOf(o) == "identifier" && x.classNamed(f, f.text(o)) != nil {
				found = true // a static method of a class of the module
			}
		case "object_creation_expression":
			if lastSeg(f.text(k.child("type"))) == "HiveCatalog" {
				found = true
			}
		}
		return true
	})
	x.records[m] = found
	return found
}

// mockVerification reports whether a call's receiver is a Mockito
// verification, verify(tableEnv).executeSql(sql): a test's check that the
// code under test ran sql, which runs nothing itself.
func mockVerification(obj *node, f *jfile) bool {
	if obj == nil || kindOf(obj) != "method_invocation" {
		return false
	}
	switch lastSeg(f.text(obj.child("name"))) {
	case "verify", "inOrder":
		return true
	}
	return false
}

// here is the span of n in the main file: n's own when c is the main
// file's code, else the call site being run.
func (x *extractor) here(n *node, c *ctx) pyparse.Span {
	if c.f == x.main {
		return span(n)
	}
	return c.via
}

func (x *extractor) apiCall(name string, n *node, c *ctx) {
	if !c.record {
		return
	}
	atLeastOnce := false
	walk(n.child("arguments"), func(k *node) bool {
		if k.kind == "identifier" && c.f.text(k) == "AT_LEAST_ONCE" {
			atLeastOnce = true
		}
		return true
	})
	x.out.APICalls = append(x.out.APICalls, pyparse.APICall{Name: name, Span: x.here(n, c), AtLeastOnce: atLeastOnce})
}

func (x *extractor) input(n *node, c *ctx, api string, bounded bool) {
	x.out.StreamInputs = append(x.out.StreamInputs, pyparse.StreamInput{Span: x.here(n, c), API: api, Bounded: bounded})
}

// envReceiver reports whether obj is a StreamExecutionEnvironment.
func (x *extractor) envReceiver(obj *node, c *ctx) bool {
	if x.exprKind(obj, c) == "env" {
		return true
	}
	return kindOf(obj) == "identifier" && c.cls != nil && typeKind(fieldType(c.cls, c.f.text(obj))) == "env"
}

func fieldType(cl *class, name string) string {
	if fd := cl.fields[name]; fd != nil {
		return fd.typ
	}
	return ""
}

// snake turns a Java method name into PyFlink's (enableCheckpointing ->
// enable_checkpointing).
func snake(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch >= 'A' && ch <= 'Z' {
			if i > 0 {
				b.WriteByte('_')
			}
			ch += 'a' - 'A'
		}
		b.WriteByte(ch)
	}
	return b.String()
}

// addDescriptor records a descriptor registered under path (create*Table),
// read (readSpan nil ptr to zero) or written (insert span).
func (x *extractor) addDescriptor(d *descVal, pathV val, call *node, c *ctx, insert *pyparse.Span) {
	// The chain's spans are those of the file it is written in (another
	// class's method that builds it: Descriptor.Path).
	in := d.f
	if d.chain == (pyparse.Span{}) {
		return
	}
	out := &pyparse.Descriptor{Span: d.chain, Connector: d.connector.stringValue(in, d.chain)}
	if in != x.main {
		out.Path = in.path
	}
	for _, o := range d.options {
		out.Options = append(out.Options, pyparse.DescriptorOption{Span: o.at, Key: o.key.stringValue(in, o.at), Value: o.value.stringValue(in, o.at)})
	}
	if fm := d.format; fm != nil {
		name := fm.name.stringValue(in, d.formatAt)
		out.Options = append(out.Options, pyparse.DescriptorOption{Span: d.formatAt, Key: pyparse.StringValue{Span: d.formatAt, Value: "format", Known: true}, Value: name})
		for _, o := range fm.options {
			k := o.key.stringValue(in, o.at)
			if k.Known && name.Known {
				k.Value = name.Value + "." + k.Value
			} else {
				k.Known = false
			}
			out.Options = append(out.Options, pyparse.DescriptorOption{Span: o.at, Key: k, Value: o.value.stringValue(in, o.at)})
		}
	}
	if s := d.schema; s != nil {
		out.SchemaUnknown, out.Watermark, out.PrimaryKey = s.unknown, s.watermark, s.primaryKey
	}
	out.PartitionBy = d.partition
	switch {
	case insert == nil:
		out.Registered = []pyparse.StringValue{pathV.stringValue(x.main, x.here(call.child("arguments").namedAt(0), c))}
	case *insert == (pyparse.Span{}):
		out.ReadBy = []pyparse.Span{x.here(call, c)}
	default:
		out.InsertedBy = []pyparse.Span{*insert}
	}
	// One descriptor per chain and site: a later use of the same chain
	// (registered, then inserted into by its value) joins it.
	for _, prev := range x.out.Descriptors {
		if prev.Span == out.Span && prev.Path == out.Path && c.via == (pyparse.Span{}) {
			prev.Registered = append(prev.Registered, out.Registered...)
			prev.ReadBy = append(prev.ReadBy, out.ReadBy...)
			prev.InsertedBy = append(prev.InsertedBy, out.InsertedBy...)
			return
		}
	}
	x.out.Descriptors = append(x.out.Descriptors, out)
}

// fileSink records a DataStream FileSink / StreamingFileSink builder
// chain at its outermost call.
func (x *extractor) fileSink(n *node, c *ctx) bool {
	if p := n.parent; p != nil && p.kind == "method_invocation" && p.child("object") == n {
		return false // not the outermost call of the chain
	}
	format, compact := "", false
	var pathArg *node
	for k := n; kindOf(k) == "method_invocation"; k = k.child("object") {
		nm := c.f.text(k.child("name"))
		if nm == "enableCompact" {
			compact = true
		}
		o := k.child("object")
		if t := lastSeg(c.f.text(o)); kindOf(o) != "method_invocation" && (t == "FileSink" || t == "StreamingFileSink") {
			switch nm {
			case "forRowFormat":
				format = "row"
			case "forBulkFormat":
				format = "bulk"
			}
			if as := args(k); len(as) > 0 {
				pathArg = as[0]
			}
		}
	}
	if format == "" {
		return false
	}
	fs := pyparse.FileSink{Span: x.here(n, c), Format: format, Compacted: compact}
	if pathArg != nil {
		fs.Path = x.eval(pathArg, c).stringValue(x.main, x.here(pathArg, c))
	}
	x.out.FileSinks = append(x.out.FileSinks, fs)
	return true
}

// kafkaSink records a KafkaSink builder chain written whole in one
// expression, at its build() call: KafkaSink.builder() (or
// KafkaSink.<T>builder()) ... .build().
func (x *extractor) kafkaSink(n *node, c *ctx) bool {
	if c.f.text(n.child("name")) != "build" {
		return false
	}
	if p := n.parent; p != nil && p.kind == "method_invocation" && p.child("object") == n {
		return false
	}
	ks := pyparse.KafkaSink{Span: x.here(n, c)}
	root := false
	for k := n.child("object"); kindOf(k) == "method_invocation"; k = k.child("object") {
		nm := c.f.text(k.child("name"))
		switch nm {
		case "setTransactionalIdPrefix":
			ks.Prefix = true
		case "setDeliveryGuarantee", "setDeliverGuarantee":
			if as := args(k); len(as) == 1 {
				t := c.f.text(as[0])
				if t == "EXACTLY_ONCE" || strings.HasSuffix(t, "DeliveryGuarantee.EXACTLY_ONCE") {
					if !ks.ExactlyOnce && ks.Guarantee == (pyparse.Span{}) {
						ks.ExactlyOnce, ks.Guarantee = true, x.callHere(k, c)
					}
				} else if ks.Guarantee == (pyparse.Span{}) {
					// The last call decides: a later one was seen first.
					ks.Guarantee = x.callHere(k, c)
				}
			}
		case "builder":
			o := k.child("object")
			root = kindOf(o) != "method_invocation" && lastSeg(c.f.text(o)) == "KafkaSink"
		}
	}
	if !root {
		return false
	}
	x.out.KafkaSinks = append(x.out.KafkaSinks, ks)
	return true
}

// callHere is the span of a chained call from its method name to its
// closing parenthesis, in the main file (x.here).
func (x *extractor) callHere(k *node, c *ctx) pyparse.Span {
	sp := x.here(k, c)
	if nm := k.child("name"); nm != nil && c.f == x.main {
		sp.Start = nm.start
	}
	return sp
}

// settings records the job settings a call makes.
func (x *extractor) settings(n *node, name string, obj *node, as []*node, c *ctx) {
	callSpan := x.here(n, c)
	fnKey := func(k string) pyparse.StringValue {
		return pyparse.StringValue{Span: x.here(n.child("name"), c), Value: k, Known: true}
	}
	add := func(key, value pyparse.StringValue, api string) {
		s := pyparse.Setting{Span: callSpan, Key: key, Value: value, API: api, Via: c.via}
		x.out.Settings = append(x.out.Settings, s)
		if key.Known && key.Value == flink.KeyPipelineJars && value.Known {
			for _, j := range strings.Split(value.Value, ";") {
				if j = strings.TrimSpace(j); j != "" {
					x.out.Jars = append(x.out.Jars, pyparse.StringValue{Span: value.Span, Value: j, Known: true})
				}
			}
		}
	}
	sv := func(v val, n *node) pyparse.StringValue { return v.stringValue(x.main, x.here(n, c)) }
	switch name {
	case "set", "setString", "setInteger", "setBoolean", "setLong", "setDouble", "setFloat":
		if obj == nil || len(as) != 2 {
			return
		}
		rk := x.exprKind(obj, c)
		if rk == "" && kindOf(obj) == "identifier" && c.cls != nil {
			rk = typeKind(fieldType(c.cls, c.f.text(obj)))
		}
		k := x.optionKey(as[0], c)
		key := sv(k, as[0])
		if rk != "config" && rk != "configuration" && !(x.eval(as[0], c).kind == vOption) && !(key.Known && looksLikeFlinkKey(key.Value)) {
			return
		}
		if rk != "" && rk != "config" && rk != "configuration" {
			return
		}
		v := sv(x.optionValue(as[1], c), as[1])
		if key.Known && key.Value == flink.KeyRuntimeMode && v.Known {
			v.Value = strings.ToLower(v.Value)
		}
		api := "Configuration." + snake(name)
		if rk == "config" {
			api = "get_config()." + snake(name)
		}
		add(key, v, api)
	case "setParallelism", "setMaxParallelism":
		if obj == nil || len(as) != 1 || !x.envReceiver(obj, c) {
			return
		}
		key := flink.KeyParallelism
		if name == "setMaxParallelism" {
			key = flink.KeyMaxParallelism
		}
		add(fnKey(key), sv(x.eval(as[0], c), as[0]), snake(name))
	case "enableCheckpointing":
		if len(as) == 0 {
			return
		}
		v := sv(x.eval(as[0], c), as[0])
		if v.Known {
			v.Value += " ms"
		}
		add(fnKey(flink.KeyCheckpointInterval), v, "enable_checkpointing")
		if len(as) >= 2 {
			add(fnKey(flink.KeyCheckpointMode), x.mode(as[1], c), "enable_checkpointing")
		}
	case "setCheckpointingMode", "setCheckpointInterval", "setMinPauseBetweenCheckpoints", "setCheckpointTimeout",
		"setMaxConcurrentCheckpoints", "enableUnalignedCheckpoints":
		if obj == nil || x.exprKind(obj, c) != "checkpoint" {
			return
		}
		ck, ok := flink.CheckpointSetterOf(snake(name))
		if !ok {
			return
		}
		api := "get_checkpoint_config()." + snake(name)
		switch {
		case name == "enableUnalignedCheckpoints" && len(as) == 0:
			add(fnKey(ck.Key), pyparse.StringValue{Span: x.here(n.child("name"), c), Value: "true", Known: true}, api)
		case len(as) != 1:
		case name == "setCheckpointingMode":
			add(fnKey(ck.Key), x.mode(as[0], c), api)
		case ck.Millis:
			v := sv(x.eval(as[0], c), as[0])
			if v.Known {
				v.Value += " ms"
			}
			add(fnKey(ck.Key), v, api)
		default:
			add(fnKey(ck.Key), sv(x.eval(as[0], c), as[0]), api)
		}
	case "setRuntimeMode":
		if len(as) != 1 {
			return
		}
		v := pyparse.StringValue{Span: x.here(as[0], c)}
		t := c.f.text(as[0])
		for _, m := range []string{"BATCH", "STREAMING", "AUTOMATIC"} {
			if strings.HasSuffix(t, "."+m) || t == m {
				v.Value, v.Known = strings.ToLower(m), true
			}
		}
		add(fnKey(flink.KeyRuntimeMode), v, "set_runtime_mode")
	case "inBatchMode", "inStreamingMode":
		if len(as) != 0 || obj == nil || !strings.Contains(c.f.text(obj), "EnvironmentSettings") {
			return
		}
		mode := "batch"
		if name == "inStreamingMode" {
			mode = "streaming"
		}
		add(fnKey(flink.KeyRuntimeMode), pyparse.StringValue{Span: x.here(n.child("name"), c), Value: mode, Known: true}, snake(name))
	}
}

// mode reads a CheckpointingMode argument by its member name.
func (x *extractor) mode(n *node, c *ctx) pyparse.StringValue {
	v := pyparse.StringValue{Span: x.here(n, c)}
	t := c.f.text(n)
	for _, m := range []string{"EXACTLY_ONCE", "AT_LEAST_ONCE"} {
		if strings.HasSuffix(t, "."+m) || t == m {
			v.Value, v.Known = m, true
		}
	}
	return v
}

func looksLikeFlinkKey(s string) bool {
	if !strings.Contains(s, ".") || strings.ContainsAny(s, " /\\:") {
		return false
	}
	return strings.ToLower(s) == s
}

// comments records every comment of the main file.
func (x *extractor) comments() {
	f := x.main
	if f.kotlin {
		x.out.Comments = append(x.out.Comments, f.comments...)
		return
	}
	walk(f.root, func(n *node) bool {
		switch n.kind {
		case "line_comment", "block_comment", "comment":
			x.out.Comments = append(x.out.Comments, pyparse.Comment{Span: span(n), Text: f.text(n)})
			return false
		}
		return true
	})
}

// finish orders the module's lists by position.
func (x *extractor) finish() {
	m := x.out
	sort.SliceStable(m.SQL, func(i, j int) bool { return m.SQL[i].Call.Start < m.SQL[j].Call.Start })
	sort.SliceStable(m.Settings, func(i, j int) bool { return m.Settings[i].Span.Start < m.Settings[j].Span.Start })
	sort.SliceStable(m.Descriptors, func(i, j int) bool { return m.Descriptors[i].Span.Start < m.Descriptors[j].Span.Start })
	sort.SliceStable(m.APICalls, func(i, j int) bool { return m.APICalls[i].Span.Start < m.APICalls[j].Span.Start })
	sort.SliceStable(m.TableUses, func(i, j int) bool { return m.TableUses[i].Span.Start < m.TableUses[j].Span.Start })
	sort.SliceStable(m.StreamInputs, func(i, j int) bool { return m.StreamInputs[i].Span.Start < m.StreamInputs[j].Span.Start })
	sort.SliceStable(m.FileSinks, func(i, j int) bool { return m.FileSinks[i].Span.Start < m.FileSinks[j].Span.Start })
	variants := map[pyparse.Span]int{}
	for _, t := range m.SQL {
		if t.Via == (pyparse.Span{}) {
			t.Variant = variants[t.Call]
			variants[t.Call]++
		}
	}
}
