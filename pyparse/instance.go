package pyparse

// Objects of classes written in the repository. Jobs often keep a table's
// name and path on an object (`self.table_name = table_name` in __init__)
// and build the DDL in a method (`def ddl(self): return f"..."`), then run
// `t_env.execute_sql(S3Sink("events").ddl())`. The evaluator follows such a
// method with `self` bound to the object the call was made on: the
// constructor call whose arguments fill __init__'s parameters. A method
// evaluated on its own (no known object) has a `self` of its class whose
// __init__ parameters are unknown.

// instance is an object made by calling a class.
type instance struct {
	cls    *syntaxNode
	clsCtx *ctx
	// call is the constructor call and callCtx where it is written; nil
	// when the object is not known (a method evaluated on its own).
	call    *syntaxNode
	callCtx *ctx
}

// maxClassBases bounds the base classes followed for a member.
const maxClassBases = 4

// instanceOf returns the object expression obj evaluates to, when it is
// one made by a class of the repository (or self in a method).
func (e *evaluator) instanceOf(obj *syntaxNode, c *ctx) *instance {
	for depth := 0; obj != nil && depth < 8 && e.step(); depth++ {
		switch kindOf(obj) {
		case "identifier":
			name := textOf(obj, c.f)
			if name == "self" {
				if c.self != nil {
					return c.self
				}
				if cls, cc := e.enclosingClass(obj, c); cls != nil {
					return &instance{cls: cls, clsCtx: cc}
				}
				return nil
			}
			bs := e.resolveName(name, obj, c)
			if len(bs) != 1 || bs[0].kind != bExpr || len(bs[0].aug) > 0 {
				return nil
			}
			obj, c = bs[0].node, bs[0].c
		case "parenthesized_expression":
			obj = namedAt(obj, 0)
		case "call":
			cls, cc := e.calledClass(fieldOf(obj, "function"), c)
			if cls == nil {
				return e.onlyInstance(obj, c)
			}
			return &instance{cls: cls, clsCtx: cc, call: obj, callCtx: c}
		case "attribute":
			return e.onlyInstance(obj, c)
		default:
			return nil
		}
	}
	return nil
}

// calledClass resolves a callee (Name or module.Name) to a class definition.
func (e *evaluator) calledClass(fn *syntaxNode, c *ctx) (*syntaxNode, *ctx) {
	switch kindOf(fn) {
	case "identifier":
		return e.lookupClass(textOf(fn, c.f), fn, c)
	case "attribute":
		attr := fieldOf(fn, "attribute")
		for _, m := range e.attrModules(fn, c) {
			if cls, cc := e.findDef(m.ff, m.fc, textOf(attr, c.f), "class_definition"); cls != nil {
				return cls, cc
			}
		}
	}
	return nil, nil
}

// moduleRef is an imported module of the repository and the context its
// names are evaluated in.
type moduleRef struct {
	ff *file
	fc *ctx
}

// attrModules are the repository's modules the object of attribute n
// (`module.NAME`, or `pkg.mod.NAME` after `from pkg import mod`) may be.
func (e *evaluator) attrModules(n *syntaxNode, c *ctx) []moduleRef {
	obj, attr := fieldOf(n, "object"), fieldOf(n, "attribute")
	if obj == nil || attr == nil || kindOf(obj) != "identifier" {
		return nil
	}
	var out []moduleRef
	for _, b := range e.resolveName(textOf(obj, c.f), obj, c) {
		mod := b.mod
		switch b.kind {
		case bModule:
		case bImport:
			mod = b.mod + "." + b.name
		default:
			continue
		}
		if ff, fc := e.loadModule(mod, n, c); ff != nil {
			out = append(out, moduleRef{ff, fc})
		}
	}
	return out
}

// callMethod evaluates inst.name(...) called by call; nil when the class
// (or a base class) has no such method.
func (e *evaluator) callMethod(inst *instance, name string, call *syntaxNode, callCtx *ctx) []*val {
	def, dc, deco := e.findMethod(inst.cls, inst.clsCtx, name, 0)
	if def == nil {
		return nil
	}
	return e.invoke(def, e.moduleCtx(dc), call, callCtx, deco != "staticmethod", inst)
}

// selfAttr evaluates inst.name: a property, the value __init__ assigns to
// self.name (its parameters bound to the constructor's arguments), or a
// class attribute or dataclass field.
func (e *evaluator) selfAttr(inst *instance, name string, at *syntaxNode, c *ctx) []*val {
	if def, dc, deco := e.findMethod(inst.cls, inst.clsCtx, name, 0); def != nil {
		if deco == "property" || deco == "cached_property" || deco == "functools.cached_property" {
			return e.invoke(def, e.moduleCtx(dc), at, c, true, inst)
		}
		return nil // a bound method, not a value
	}
	if rhs, nc := e.initAssignment(inst, name); rhs != nil {
		return e.evalValue(rhs, nc)
	}
	return e.classMember(inst.cls, inst.clsCtx, name, inst.call, inst.callCtx, at, c)
}

// selfAssignment is the value the last top-level `self.name = value` of
// def's body assigns (nil when none: an assignment under a condition
// leaves the attribute unknown).
func (e *evaluator) selfAssignment(def *syntaxNode, name string, f *file) *syntaxNode {
	var rhs *syntaxNode
	for _, st := range e.statements(fieldOf(def, "body"), f) {
		if kindOf(st) != "expression_statement" {
			continue
		}
		a := namedAt(st, 0)
		if a == nil || kindOf(a) != "assignment" {
			continue
		}
		left, right := fieldOf(a, "left"), fieldOf(a, "right")
		if left == nil || right == nil || kindOf(left) != "attribute" {
			continue
		}
		obj, attr := fieldOf(left, "object"), fieldOf(left, "attribute")
		if obj != nil && attr != nil && kindOf(obj) == "identifier" && textOf(obj, f) == "self" && textOf(attr, f) == name {
			rhs = right
		}
	}
	return rhs
}

// findMethod finds method name in cls or its base classes, with the
// context of the class that defines it and its decorator ("property",
// "staticmethod", ... or "").
func (e *evaluator) findMethod(cls *syntaxNode, cc *ctx, name string, depth int) (*syntaxNode, *ctx, string) {
	if cls == nil || depth > maxClassBases || !e.step() {
		return nil, nil, ""
	}
	for _, st := range e.statements(fieldOf(cls, "body"), cc.f) {
		deco := ""
		if kindOf(st) == "decorated_definition" {
			for _, d := range st.namedKids() {
				if kindOf(d) == "decorator" && len(d.namedKids()) > 0 {
					deco = textOf(d.namedKids()[0], cc.f)
				}
			}
			st = fieldOf(st, "definition")
		}
		if st != nil && kindOf(st) == "function_definition" {
			if nm := fieldOf(st, "name"); nm != nil && textOf(nm, cc.f) == name {
				return st, cc, deco
			}
		}
	}
	if bases := fieldOf(cls, "superclasses"); bases != nil {
		for _, b := range bases.namedKids() {
			if bc, bcc := e.calledClass(b, e.moduleCtx(cc)); bc != nil && bc != cls {
				if def, dc, deco := e.findMethod(bc, bcc, name, depth+1); def != nil {
					return def, dc, deco
				}
			}
		}
	}
	return nil, nil, ""
}

// onlyInstance is the object obj is when it can be only one (a factory's
// result, an object a constructor stores on self, a registry entry the key
// names): instancesOf, for a value that must be known.
func (e *evaluator) onlyInstance(obj *syntaxNode, c *ctx) *instance {
	if insts := e.instancesOf(obj, c, 0); len(insts) == 1 {
		return insts[0]
	}
	return nil
}
