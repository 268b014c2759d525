package pyparse

import (
	"sort"
	"strings"
)

// Plugin-style pipelines: the job's entry point picks a class from a
// registry (`PIPELINES = {"orders": OrdersPipeline}`, then
// `PIPELINES[name].from_args(args).run(t_env)`), a factory builds the object
// (`@classmethod def from_args(cls, args): return cls(reader, writer)`), a
// base class's __init__ keeps its parts on self, and the methods run the SQL
// through them (`self.writer.create(t_env)`). The evaluator knows which
// objects an expression may be (instancesOf), and the extractor follows the
// methods called on them into the files that define them, as it follows
// imported functions (helpers.go): what they run belongs to the job.

// classRef is a class definition with the context of its module.
type classRef struct {
	cls *syntaxNode
	cc  *ctx
}

// maxObjectHops bounds the expressions followed to find what an object is.
const maxObjectHops = 12

// instancesOf returns the objects of the repository's classes expression
// obj may evaluate to: a constructor call, a name bound to one, an
// attribute a constructor stores on self, what a factory (a classmethod,
// staticmethod, function or method) returns, a registry entry called as a
// class. An expression that may also be something else gives the objects
// it may be: the caller follows each, as it follows each branch of an if.
func (e *evaluator) instancesOf(obj *syntaxNode, c *ctx, depth int) []*instance {
	if obj == nil || depth > maxObjectHops || !e.step() {
		return nil
	}
	var out []*instance
	switch kindOf(obj) {
	case "parenthesized_expression":
		return e.instancesOf(namedAt(obj, 0), c, depth+1)
	case "identifier":
		if textOf(obj, c.f) == "self" {
			if inst := e.instanceOf(obj, c); inst != nil {
				return []*instance{inst}
			}
			return nil
		}
		for _, b := range e.boundExprs(obj, c, depth+1) {
			out = append(out, e.instancesOf(b.node, b.c, depth+1)...)
		}
	case "call":
		fn := fieldOf(obj, "function")
		for _, k := range e.classesOf(fn, c, depth+1) {
			out = append(out, &instance{cls: k.cls, clsCtx: k.cc, call: obj, callCtx: c})
		}
		if len(out) == 0 {
			for _, r := range e.factoryReturns(fn, obj, c, depth+1) {
				out = append(out, e.instancesOf(r.node, r.c, depth+1)...)
			}
		}
	case "attribute":
		recv, attr := fieldOf(obj, "object"), fieldOf(obj, "attribute")
		if recv == nil || attr == nil {
			return nil
		}
		for _, inst := range e.instancesOf(recv, c, depth+1) {
			out = append(out, e.attrInstances(inst, textOf(attr, c.f), depth+1)...)
		}
	}
	if len(out) > maxVariants {
		out = out[:maxVariants]
	}
	return out
}

// boundExprs are the expressions a name or a module's attribute
// (`registry.PIPELINES`) is bound to, through imports of the repository's
// modules; a name bound by other means (a parameter, a loop) gives none.
func (e *evaluator) boundExprs(n *syntaxNode, c *ctx, depth int) []nodeCtx {
	if depth > maxObjectHops {
		return nil
	}
	var bs []binding
	switch kindOf(n) {
	case "identifier":
		bs = e.resolveName(textOf(n, c.f), n, c)
	case "attribute":
		attr := fieldOf(n, "attribute")
		for _, m := range e.attrModules(n, c) {
			found, _ := e.scanBlock(m.ff.root, textOf(attr, c.f), len(m.ff.src)+1, nil, m.fc)
			bs = append(bs, found...)
		}
	}
	var out []nodeCtx
	for _, b := range bs {
		switch b.kind {
		case bExpr:
			if len(b.aug) == 0 {
				out = append(out, nodeCtx{node: b.node, c: b.c})
			}
		case bLoop:
			out = append(out, e.loopElems(b.node, b.c, depth+1)...)
		case bImport:
			if ff, fc := e.loadModule(b.mod, n, c); ff != nil {
				found, _ := e.scanBlock(ff.root, b.name, len(ff.src)+1, nil, fc)
				for _, fb := range found {
					if fb.kind == bExpr && len(fb.aug) == 0 {
						out = append(out, nodeCtx{node: fb.node, c: fb.c})
					}
				}
			}
		}
	}
	return out
}

// loopElems are the expressions a for loop over iter binds its target to,
// one at a time, when they are written: the elements of a list, tuple or
// set, or the values of a dict (`for cls in PIPELINES.values():`).
func (e *evaluator) loopElems(iter *syntaxNode, c *ctx, depth int) []nodeCtx {
	if iter == nil || depth > maxObjectHops || !e.step() {
		return nil
	}
	var out []nodeCtx
	switch kindOf(iter) {
	case "parenthesized_expression":
		return e.loopElems(namedAt(iter, 0), c, depth+1)
	case "list", "tuple", "set":
		for _, el := range iter.namedKids() {
			if kindOf(el) != "comment" {
				out = append(out, nodeCtx{node: el, c: c})
			}
		}
	case "identifier":
		for _, b := range e.boundExprs(iter, c, depth+1) {
			out = append(out, e.loopElems(b.node, b.c, depth+1)...)
		}
	case "call":
		fn, args := fieldOf(iter, "function"), fieldOf(iter, "arguments")
		if kindOf(fn) != "attribute" || args == nil || nnamed(args) != 0 {
			return nil
		}
		obj, attr := fieldOf(fn, "object"), fieldOf(fn, "attribute")
		if obj == nil || attr == nil || textOf(attr, c.f) != "values" {
			return nil
		}
		for _, d := range e.boundExprs(obj, c, depth+1) {
			if kindOf(d.node) != "dictionary" {
				continue
			}
			for _, p := range d.node.namedKids() {
				if v := fieldOf(p, "value"); kindOf(p) == "pair" && v != nil {
					out = append(out, nodeCtx{node: v, c: d.c})
				}
			}
		}
	}
	if len(out) > maxVariants {
		out = out[:maxVariants]
	}
	return out
}

// classesOf returns the classes of the repository a callee may be: a class
// name (imported or not), `module.Class`, `cls` in a classmethod, a name
// bound to a class, or a registry entry `PIPELINES[name]` (the entry the
// key names, or every entry of the dict when the key is not known).
func (e *evaluator) classesOf(fn *syntaxNode, c *ctx, depth int) []classRef {
	if fn == nil || depth > maxObjectHops || !e.step() {
		return nil
	}
	switch kindOf(fn) {
	case "parenthesized_expression":
		return e.classesOf(namedAt(fn, 0), c, depth+1)
	case "identifier":
		if textOf(fn, c.f) == "cls" && c.klass != nil {
			return []classRef{{c.klass.cls, c.klass.clsCtx}}
		}
		if cls, cc := e.lookupClass(textOf(fn, c.f), fn, c); cls != nil {
			return []classRef{{cls, cc}}
		}
		var out []classRef
		for _, b := range e.boundExprs(fn, c, depth+1) {
			out = append(out, e.classesOf(b.node, b.c, depth+1)...)
		}
		return out
	case "attribute":
		if cls, cc := e.calledClass(fn, c); cls != nil {
			return []classRef{{cls, cc}}
		}
	case "subscript":
		return e.registryClasses(fn, c, depth+1)
	}
	return nil
}

// registryClasses returns the classes a subscript of a dict of classes may
// give: the entry its key names, or every entry when the key is not known.
func (e *evaluator) registryClasses(n *syntaxNode, c *ctx, depth int) []classRef {
	obj, idx := fieldOf(n, "value"), fieldOf(n, "subscript")
	if obj == nil || idx == nil {
		return nil
	}
	key, keyKnown := e.knownStr(idx, c)
	var out []classRef
	for _, d := range e.boundExprs(obj, c, depth+1) {
		if kindOf(d.node) != "dictionary" {
			continue
		}
		for _, p := range d.node.namedKids() {
			if kindOf(p) != "pair" {
				continue
			}
			k, v := fieldOf(p, "key"), fieldOf(p, "value")
			if k == nil || v == nil {
				continue
			}
			if keyKnown {
				if ks, ok := e.knownStr(k, d.c); !ok || ks != key {
					continue
				}
			}
			out = append(out, e.classesOf(v, d.c, depth+1)...)
		}
	}
	return out
}

// factoryReturns are the expressions a factory call returns, each in the
// context of the factory with its parameters bound to the call: a
// classmethod or staticmethod of a class (`cls` bound to that class), a
// method of an object, or a function.
func (e *evaluator) factoryReturns(fn, call *syntaxNode, c *ctx, depth int) []nodeCtx {
	var out []nodeCtx
	add := func(def *syntaxNode, nc *ctx, f *file) {
		for _, r := range e.returnsOf(def, f) {
			out = append(out, nodeCtx{node: r, c: nc})
		}
	}
	switch kindOf(fn) {
	case "identifier":
		if def, dc := e.functionDef(fn, call, c); def != nil && c.depth < maxCallDepth {
			add(def, e.bindCall(def, dc, call, c), dc.f)
		}
	case "attribute":
		recv, attr := fieldOf(fn, "object"), fieldOf(fn, "attribute")
		if recv == nil || attr == nil || c.depth >= maxCallDepth {
			return nil
		}
		name := textOf(attr, c.f)
		for _, k := range e.classesOf(recv, c, depth+1) {
			def, dc, deco := e.findMethod(k.cls, k.cc, name, 0)
			if def == nil || deco != "classmethod" && deco != "staticmethod" {
				continue
			}
			nc := e.bindCallArgs(def, e.moduleCtx(dc), call, c, deco == "classmethod")
			if deco == "classmethod" {
				nc.klass = &instance{cls: k.cls, clsCtx: k.cc}
			}
			add(def, nc, dc.f)
		}
		if len(out) > 0 {
			return out
		}
		for _, inst := range e.instancesOf(recv, c, depth+1) {
			def, dc, deco := e.findMethod(inst.cls, inst.clsCtx, name, 0)
			if def == nil || deco == "property" || deco == "classmethod" {
				continue
			}
			nc := e.bindCallArgs(def, e.moduleCtx(dc), call, c, deco != "staticmethod")
			nc.self = inst
			add(def, nc, dc.f)
		}
	}
	return out
}

// attrInstances are the objects inst.name may be: what the constructor
// stores on self (in the class's __init__, a base class's when the class
// has none, or through `super().__init__(...)`), or the constructor's
// argument for a dataclass field.
func (e *evaluator) attrInstances(inst *instance, name string, depth int) []*instance {
	if rhs, rc := e.initAssignment(inst, name); rhs != nil {
		return e.instancesOf(rhs, rc, depth+1)
	}
	if inst.call == nil {
		return nil
	}
	args := fieldOf(inst.call, "arguments")
	body := fieldOf(inst.cls, "body")
	if args == nil || body == nil {
		return nil
	}
	pos, kw := e.splitArgs(args, inst.callCtx.f)
	if a, ok := kw[name]; ok {
		return e.instancesOf(a, inst.callCtx, depth+1)
	}
	if i := e.fieldIndex(body, name, inst.clsCtx.f); i >= 0 && i < len(pos) {
		return e.instancesOf(pos[i], inst.callCtx, depth+1)
	}
	return nil
}

// initAssignment finds the value the constructor of inst assigns to
// self.name, with the context it is evaluated in (the __init__ that
// assigns it, its parameters bound to the constructor call or to the
// `super().__init__(...)` call that reached it).
func (e *evaluator) initAssignment(inst *instance, name string) (*syntaxNode, *ctx) {
	cls, cc, call, callCtx := inst.cls, inst.clsCtx, inst.call, inst.callCtx
	for hop := 0; cls != nil && hop <= maxClassBases && e.step(); hop++ {
		init := e.methodOf(cls, "__init__", cc.f)
		if init == nil {
			// Inherited: the __init__ of the first base class that has one.
			var ic *ctx
			if init, ic, _ = e.findMethod(cls, cc, "__init__", 0); init == nil {
				return nil, nil
			}
			cls, cc = e.classOf(init), ic
			if cls == nil {
				return nil, nil
			}
		}
		var nc *ctx
		mc := e.moduleCtx(cc)
		if call != nil {
			if callCtx.depth >= maxCallDepth {
				return nil, nil
			}
			nc = e.bindCallArgs(init, mc, call, callCtx, true)
		} else {
			nc = &ctx{f: mc.f, fn: init, params: map[string]binding{}, anchor: mc.anchor, depth: mc.depth + 1, hops: mc.hops}
		}
		nc.self = inst
		if rhs := e.selfAssignment(init, name, cc.f); rhs != nil {
			return rhs, nc
		}
		sup := e.superInit(init, cc.f)
		if sup == nil {
			return nil, nil
		}
		call, callCtx = sup, nc
		cls, cc = e.firstBase(cls, cc)
	}
	return nil, nil
}

// classOf is the class whose body defines method def, or nil.
func (e *evaluator) classOf(def *syntaxNode) *syntaxNode {
	for p := def.parent; p != nil; p = p.parent {
		switch kindOf(p) {
		case "class_definition":
			return p
		case "function_definition":
			return nil
		}
	}
	return nil
}

// superInit is the `super().__init__(...)` call at the top level of an
// __init__'s body, or nil.
func (e *evaluator) superInit(init *syntaxNode, f *file) *syntaxNode {
	for _, st := range e.statements(fieldOf(init, "body"), f) {
		if kindOf(st) != "expression_statement" || nnamed(st) != 1 {
			continue
		}
		call := namedAt(st, 0)
		if kindOf(call) != "call" {
			continue
		}
		if fn := fieldOf(call, "function"); fn != nil && strings.ReplaceAll(textOf(fn, f), " ", "") == "super().__init__" {
			return call
		}
	}
	return nil
}

// firstBase is the first base class of cls that the repository defines.
func (e *evaluator) firstBase(cls *syntaxNode, cc *ctx) (*syntaxNode, *ctx) {
	bases := fieldOf(cls, "superclasses")
	if bases == nil || len(bases.namedKids()) == 0 {
		return nil, nil
	}
	if bc, bcc := e.calledClass(bases.namedKids()[0], e.moduleCtx(cc)); bc != nil && bc != cls {
		return bc, bcc
	}
	return nil, nil
}

// followMethods follows recv.name(...), the call at call evaluated in nc,
// into the method of each object of the repository's classes recv may be
// (or the classmethod or staticmethod of each class it may be), defined in
// another file than the main one: the settings and SQL found there belong
// to the job, at via.
func (x *extractor) followMethods(call, recv *syntaxNode, name string, nc *ctx, via Span, active map[*syntaxNode]bool) {
	// Objects are followed as far as the call-depth limit allows, and no
	// further, without a word: a chain of methods is not a helper whose
	// settings the job is known to make (nothing followed them before).
	if nc.depth >= maxCallDepth-1 || len(active) >= maxCallDepth-1 {
		return
	}
	followed := false
	follow := func(def *syntaxNode, dc *ctx, mc *ctx) {
		if dc.f == x.main || active[def] {
			return
		}
		x.helperSettings(def, mc, via, active)
		followed = true
	}
	for _, k := range x.classesOf(recv, nc, 0) {
		if def, dc, deco := x.findMethod(k.cls, k.cc, name, 0); def != nil && (deco == "classmethod" || deco == "staticmethod") {
			mc := x.bindCallArgs(def, x.moduleCtx(dc), call, nc, deco == "classmethod")
			if deco == "classmethod" {
				mc.klass = &instance{cls: k.cls, clsCtx: k.cc}
			}
			follow(def, dc, mc)
		}
	}
	if followed {
		return
	}
	for _, inst := range x.instancesOf(recv, nc, 0) {
		def, dc, deco := x.findMethod(inst.cls, inst.clsCtx, name, 0)
		if def == nil || deco == "property" || deco == "cached_property" || deco == "functools.cached_property" {
			continue
		}
		mc := x.bindCallArgs(def, x.moduleCtx(dc), call, nc, deco != "staticmethod")
		switch deco {
		case "staticmethod":
		case "classmethod":
			mc.klass = inst
		default:
			mc.self = inst
		}
		follow(def, dc, mc)
	}
}

// importedMethodCalls follows the method calls of the main file whose
// receiver is an object (or a class) of the repository defined in another
// file: `PIPELINES[name].from_args(args).run(t_env)`,
// `pipeline.run(t_env)`, `self.writer.create(t_env)` in a class of the main
// file. Calls of Flink's API (the extraction's triggers) and calls in code
// that never runs are not followed.
func (x *extractor) importedMethodCalls() {
	if x.resolver == nil || !x.importsRepositoryModule() {
		return
	}
	f := x.main
	before, beforeSQL := len(x.out.Settings), len(x.out.SQL)
	for i := range f.nodes {
		n := &f.nodes[i]
		if n.kind() != "call" || x.steps > evalBudget {
			continue
		}
		fn := fieldOf(n, "function")
		if kindOf(fn) != "attribute" {
			continue
		}
		recv, attr := fieldOf(fn, "object"), fieldOf(fn, "attribute")
		if recv == nil || attr == nil {
			continue
		}
		name := textOf(attr, f)
		if triggers[name] || apiCallNames[name] || x.reachOf(n) != reached {
			continue
		}
		x.followMethods(n, recv, name, x.mainCtx, spanOf(n), map[*syntaxNode]bool{})
	}
	if len(x.out.SQL) > beforeSQL {
		sort.SliceStable(x.out.SQL, func(i, j int) bool { return x.out.SQL[i].Call.Start < x.out.SQL[j].Call.Start })
	}
	if len(x.out.Settings) > before {
		sort.SliceStable(x.out.Settings, func(i, j int) bool {
			return x.out.Settings[i].Span.Start < x.out.Settings[j].Span.Start
		})
	}
}

// importsRepositoryModule reports whether the main file imports a module
// the Resolver finds in the repository (anywhere, also inside a function).
func (x *extractor) importsRepositoryModule() bool {
	f := x.main
	for i := range f.nodes {
		st := &f.nodes[i]
		var mods []string
		switch st.kind() {
		case "import_from_statement":
			if m := fieldOf(st, "module_name"); m != nil {
				mods = append(mods, textOf(m, f))
			}
		case "import_statement":
			for _, ch := range st.namedKids() {
				if kindOf(ch) == "aliased_import" {
					ch = fieldOf(ch, "name")
				}
				if ch != nil && kindOf(ch) == "dotted_name" {
					mods = append(mods, textOf(ch, f))
				}
			}
		}
		for _, m := range mods {
			if ff, _ := x.loadModule(m, st, x.mainCtx); ff != nil {
				return true
			}
		}
	}
	return false
}
