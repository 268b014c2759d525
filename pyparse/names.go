package pyparse

import (
	"strconv"
	"strings"
)

// evalName evaluates an identifier through its bindings.
func (e *evaluator) evalName(n *syntaxNode, c *ctx) []*val {
	name := textOf(n, c.f)
	if name == "__file__" {
		return []*val{e.pathVal(virtualFile(c.f.path), n, c)}
	}
	var out []*val
	for _, b := range e.resolveName(name, n, c) {
		out = append(out, e.evalBinding(b, n, c)...)
		if len(out) >= maxVariants {
			break
		}
	}
	if len(out) == 0 {
		return []*val{unknownVal(n, c)}
	}
	return out
}

// evalBinding evaluates what a binding holds; at is the use.
func (e *evaluator) evalBinding(b binding, at *syntaxNode, c *ctx) []*val {
	switch b.kind {
	case bExpr:
		vals := e.evalValue(b.node, b.c)
		for _, a := range b.aug {
			if a.op != augAdd {
				vals = e.mutate(vals, a, b.c)
				continue
			}
			add := e.evalValue(a.node, b.c)
			var next []*val
			for _, v := range vals {
				for _, w := range add {
					if len(next) >= maxVariants {
						break
					}
					switch {
					case v.kind == kList && w.kind == kList:
						next = append(next, &val{kind: kList, elems: append(append([]*val{}, v.elems...), w.elems...), node: a.node, c: b.c})
					case v.kind == kStr || w.kind == kStr:
						next = append(next, strVal(concat(e.asStr(v, b.node, b.c), e.asStr(w, a.node, b.c)), a.node, b.c))
					default:
						next = append(next, unknownVal(a.node, b.c))
					}
				}
			}
			vals = next
		}
		return vals
	case bValue:
		return []*val{b.v}
	case bLoop:
		out := e.iterElems(b.node, b.c)
		if len(out) == 0 {
			return []*val{unknownVal(at, c)}
		}
		return out
	case bImport:
		if ff, fc := e.loadModule(b.mod, at, c); ff != nil {
			return e.evalForeignName(b.name, ff, fc, at, c)
		}
	}
	return []*val{unknownVal(at, c)}
}

// evalForeignName evaluates a module-level name of an imported module.
func (e *evaluator) evalForeignName(name string, ff *file, fc *ctx, at *syntaxNode, c *ctx) []*val {
	bs, found := e.scanBlock(ff.root, name, len(ff.src)+1, nil, fc)
	if !found {
		return []*val{unknownVal(at, c)}
	}
	var out []*val
	for _, b := range bs {
		out = append(out, e.evalBinding(b, at, c)...)
	}
	return out
}

// iterElems returns the elements a for loop over n visits, as far as known.
func (e *evaluator) iterElems(n *syntaxNode, c *ctx) []*val {
	if n == nil {
		return nil
	}
	var out []*val
	for _, v := range e.evalValue(n, c) {
		switch v.kind {
		case kList:
			for _, el := range v.elems {
				if len(out) >= maxVariants {
					return out
				}
				out = append(out, el)
			}
		case kStr:
			// Iterating a string gives characters: unknown for our purposes.
			out = append(out, unknownVal(n, c))
		default:
			if kindOf(n) == "call" {
				// enumerate()/zip()/sorted() and the like: unknown elements.
				out = append(out, unknownVal(n, c))
			} else {
				out = append(out, v)
			}
		}
	}
	return out
}

// loadModule returns the parsed source of an imported module, or nil. The
// context anchors everything evaluated there to the use in the main file.
func (e *evaluator) loadModule(mod string, at *syntaxNode, c *ctx) (*file, *ctx) {
	if e.resolver == nil || c.hops >= maxImportHops || isPyFlinkModule(mod) {
		return nil, nil // PyFlink itself is never part of the repository
	}
	// A relative import names another module from each package.
	key := mod
	if strings.HasPrefix(mod, ".") {
		key = pyDirname(c.f.path) + "\x00" + mod
	}
	ff, ok := e.foreign[key]
	if !ok {
		ff = nil
		if path, src, ok := e.resolver(c.f.path, mod); ok && len(src) <= maxSourceSize {
			if f, err := e.p.importedFile(path, src); err == nil {
				ff = f
			}
		}
		e.foreign[key] = ff
	}
	if ff == nil {
		return nil, nil
	}
	return ff, &ctx{f: ff, anchor: e.anchorFor(at, c), depth: c.depth, hops: c.hops + 1}
}

// anchorFor is the main-file span that stands for code evaluated elsewhere.
func (e *evaluator) anchorFor(at *syntaxNode, c *ctx) Span {
	if c.f == e.main {
		return spanOf(at)
	}
	return c.anchor
}

// foreignHas reports whether an imported module binds name at top level.
func (e *evaluator) foreignHas(mod, name string, c *ctx) bool {
	ff, fc := e.loadModule(mod, e.main.root, c)
	if ff == nil {
		return false
	}
	_, found := e.scanBlock(ff.root, name, len(ff.src)+1, nil, fc)
	return found
}

// evalSubscript evaluates d["k"] and l[0] on known containers.
func (e *evaluator) evalSubscript(n *syntaxNode, c *ctx) []*val {
	obj := fieldOf(n, "value")
	idx := fieldOf(n, "subscript")
	if obj == nil || idx == nil {
		return []*val{unknownVal(n, c)}
	}
	ov := e.evalValue(obj, c)[0]
	iv := e.evalValue(idx, c)[0]
	switch {
	case ov.kind == kDict && iv.kind == kStr && iv.s.known():
		for i, k := range ov.keys {
			if k.kind == kStr && string(k.s.b) == string(iv.s.b) {
				return []*val{ov.elems[i]}
			}
		}
	case ov.kind == kList && iv.kind == kNum:
		if i, err := strconv.Atoi(iv.text); err == nil {
			if i < 0 {
				i += len(ov.elems)
			}
			if i >= 0 && i < len(ov.elems) {
				return []*val{ov.elems[i]}
			}
		}
	}
	return []*val{unknownVal(n, c)}
}

// evalAttribute evaluates obj.attr: class attributes, instance fields with
// dataclass/NamedTuple defaults, module constants, Path.parent.
func (e *evaluator) evalAttribute(n *syntaxNode, c *ctx) []*val {
	obj, attr := fieldOf(n, "object"), fieldOf(n, "attribute")
	if obj == nil || attr == nil {
		return []*val{unknownVal(n, c)}
	}
	name := textOf(attr, c.f)
	switch name {
	case "parent":
		ov := e.evalValue(obj, c)
		if len(ov) == 1 && ov[0].kind == kStr && ov[0].s.known() {
			return []*val{e.pathVal(pyDirname(string(ov[0].s.b)), n, c)}
		}
		return []*val{unknownVal(n, c)}
	case "value":
		// Enum member .value: unknown.
	}
	if vs := e.memberOf(obj, name, n, c); vs != nil {
		return vs
	}
	return []*val{unknownVal(n, c)}
}

// memberOf evaluates the member name of the object expression obj.
func (e *evaluator) memberOf(obj *syntaxNode, name string, at *syntaxNode, c *ctx) []*val {
	if !e.step() {
		return nil
	}
	switch kindOf(obj) {
	case "identifier":
		oname := textOf(obj, c.f)
		if oname == "self" {
			if inst := e.instanceOf(obj, c); inst != nil {
				return e.selfAttr(inst, name, at, c)
			}
			return nil
		}
		if oname == "cls" {
			if cls, cc := e.enclosingClass(obj, c); cls != nil {
				return e.classMember(cls, cc, name, nil, nil, at, c)
			}
			return nil
		}
		for _, b := range e.resolveName(oname, obj, c) {
			switch b.kind {
			case bDef:
				if kindOf(b.node) == "class_definition" {
					return e.classMember(b.node, b.c, name, nil, nil, at, c)
				}
			case bExpr:
				if kindOf(b.node) == "call" {
					if inst := e.instanceOf(b.node, b.c); inst != nil {
						if vs := e.selfAttr(inst, name, at, c); vs != nil {
							return vs
						}
					}
				}
				if kindOf(b.node) == "attribute" || kindOf(b.node) == "identifier" {
					return e.memberOf(b.node, name, at, b.c)
				}
			case bModule:
				if ff, fc := e.loadModule(b.mod, at, c); ff != nil {
					return e.evalForeignName(name, ff, fc, at, c)
				}
			case bImport:
				// from pkg import mod; mod.NAME
				if ff, fc := e.loadModule(b.mod+"."+b.name, at, c); ff != nil {
					return e.evalForeignName(name, ff, fc, at, c)
				}
				if ff, fc := e.loadModule(b.mod, at, c); ff != nil {
					if cls, cc := e.findDef(ff, fc, b.name, "class_definition"); cls != nil {
						return e.classMember(cls, cc, name, nil, nil, at, c)
					}
				}
			}
		}
	case "call":
		if inst := e.instanceOf(obj, c); inst != nil {
			return e.selfAttr(inst, name, at, c)
		}
		return nil
	case "attribute":
		// module.sub.NAME or Outer.Inner.NAME: only module chains are followed.
		if inner := fieldOf(obj, "object"); inner != nil && kindOf(inner) == "identifier" {
			for _, b := range e.resolveName(textOf(inner, c.f), inner, c) {
				if b.kind == bModule {
					mod := textOf(obj, c.f)
					if ff, fc := e.loadModule(mod, at, c); ff != nil {
						return e.evalForeignName(name, ff, fc, at, c)
					}
				}
			}
		}
	}
	return nil
}

func (e *evaluator) lookupClass(name string, at *syntaxNode, c *ctx) (*syntaxNode, *ctx) {
	for _, b := range e.resolveName(name, at, c) {
		switch b.kind {
		case bDef:
			if kindOf(b.node) == "class_definition" {
				return b.node, b.c
			}
		case bImport:
			if ff, fc := e.loadModule(b.mod, at, c); ff != nil {
				if cls, cc := e.findDef(ff, fc, b.name, "class_definition"); cls != nil {
					return cls, cc
				}
			}
		}
	}
	return nil, nil
}

// findDef finds a top-level definition of kind in a file.
func (e *evaluator) findDef(f *file, fc *ctx, name, kind string) (*syntaxNode, *ctx) {
	bs, found := e.scanBlock(f.root, name, len(f.src)+1, nil, fc)
	if !found {
		return nil, nil
	}
	for _, b := range bs {
		if b.kind == bDef && kindOf(b.node) == kind {
			return b.node, b.c
		}
	}
	return nil, nil
}

// classMember evaluates a class attribute; with call set, the instance
// created by call, whose arguments override field defaults.
func (e *evaluator) classMember(cls *syntaxNode, clsCtx *ctx, name string, call *syntaxNode, callCtx *ctx, at *syntaxNode, c *ctx) []*val {
	body := fieldOf(cls, "body")
	if body == nil {
		return nil
	}
	if call != nil {
		if args := fieldOf(call, "arguments"); args != nil {
			pos, kw := e.splitArgs(args, callCtx.f)
			if a, ok := kw[name]; ok {
				return e.evalValue(a, callCtx)
			}
			idx := e.fieldIndex(body, name, clsCtx.f)
			if idx >= 0 && idx < len(pos) {
				return e.evalValue(pos[idx], callCtx)
			}
		}
	}
	cctx := e.moduleCtx(clsCtx)
	bs, found := e.scanBlock(body, name, len(clsCtx.f.src)+1, nil, cctx)
	if found {
		var out []*val
		for _, b := range bs {
			if b.kind == bExpr && kindOf(b.node) == "call" && e.isFieldCall(b.node, cctx.f) {
				// dataclasses.field(default="x")
				if args := fieldOf(b.node, "arguments"); args != nil {
					_, kw := e.splitArgs(args, cctx.f)
					if d, ok := kw["default"]; ok {
						out = append(out, e.evalValue(d, cctx)...)
						continue
					}
				}
				out = append(out, unknownVal(at, c))
				continue
			}
			out = append(out, e.evalBinding(b, at, c)...)
		}
		return out
	}
	return nil
}

func (e *evaluator) isFieldCall(call *syntaxNode, f *file) bool {
	fn := fieldOf(call, "function")
	if fn == nil {
		return false
	}
	t := textOf(fn, f)
	return t == "field" || t == "dataclasses.field"
}

// fieldIndex is the position of an annotated field in a class body.
func (e *evaluator) fieldIndex(body *syntaxNode, name string, f *file) int {
	i := 0
	for _, st := range e.statements(body, f) {
		if kindOf(st) != "expression_statement" {
			continue
		}
		a := namedAt(st, 0)
		if a == nil || kindOf(a) != "assignment" || fieldOf(a, "type") == nil {
			continue
		}
		left := fieldOf(a, "left")
		if left == nil {
			continue
		}
		if textOf(left, f) == name {
			return i
		}
		i++
	}
	return -1
}

// enclosingClass finds the class whose method contains n.
func (e *evaluator) enclosingClass(n *syntaxNode, c *ctx) (*syntaxNode, *ctx) {
	if s := e.innermost(c.f, n, "class_definition"); s != nil {
		return s.node, c
	}
	return nil, nil
}

// splitArgs separates positional and keyword arguments of an argument list.
func (e *evaluator) splitArgs(args *syntaxNode, f *file) (pos []*syntaxNode, kw map[string]*syntaxNode) {
	kw = map[string]*syntaxNode{}
	cnt := nnamed(args)
	for i := 0; i < cnt; i++ {
		a := namedAt(args, i)
		switch kindOf(a) {
		case "comment":
		case "keyword_argument":
			k, v := fieldOf(a, "name"), fieldOf(a, "value")
			if k != nil && v != nil {
				kw[textOf(k, f)] = v
			}
		case "list_splat", "dictionary_splat":
			pos = append(pos, nil) // unknown from here on
		default:
			pos = append(pos, a)
		}
	}
	return pos, kw
}
