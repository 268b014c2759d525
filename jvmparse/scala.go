package jvmparse

import (
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// The Scala reader follows what Scala jobs write SQL with: string and
// triple-quoted literals, `stripMargin`, `s"..."` / `raw"..."`
// interpolation (an interpolated value not known is a hole), `+`, vals of
// objects and classes, and defs that return text. It records the SQL
// APIs, checkpointing and the runtime mode; the rest of the Table and
// DataStream APIs are read in Java only.

var scalaClassKinds = map[string]bool{"object_definition": true, "class_definition": true, "trait_definition": true}

func (f *jfile) indexScala() {
	walk(f.root, func(n *node) bool {
		switch n.kind {
		case "package_clause":
			if nm := n.child("name"); nm != nil {
				f.pkg = strings.ReplaceAll(f.text(nm), " ", "")
			}
		case "import_declaration":
			var parts []string
			wild := false
			for _, k := range n.kids {
				switch {
				case k.field == "path" && k.kind == "identifier":
					parts = append(parts, f.text(k))
				case k.kind == "namespace_wildcard":
					wild = true
				}
			}
			if len(parts) > 0 {
				q := strings.Join(parts, ".")
				if wild {
					f.wild = append(f.wild, q)
				} else {
					f.imports[parts[len(parts)-1]] = q
				}
			}
			return false
		case "function_definition":
			f.methods = append(f.methods, n)
		}
		if scalaClassKinds[n.kind] {
			top := n.parent == f.root || n.parent != nil && n.parent.kind == "compilation_unit"
			c := &class{name: f.text(n.child("name")), f: f, decl: n, fields: map[string]*field{}, methods: map[string][]*node{}, top: top}
			if _, dup := f.classes[c.name]; !dup {
				f.classes[c.name] = c
			}
			f.order = append(f.order, c)
			for _, m := range n.child("body").namedOrNil() {
				switch m.kind {
				case "val_definition":
					if p := m.child("pattern"); kindOf(p) == "identifier" {
						c.fields[f.text(p)] = &field{value: m.child("value"), typ: f.text(m.child("type")), final: true}
					}
				case "function_definition":
					name := f.text(m.child("name"))
					c.methods[name] = append(c.methods[name], m)
					if name == "main" && n.kind == "object_definition" {
						c.isMain = true
					}
				}
			}
		}
		return true
	})
}

func (n *node) namedOrNil() []*node {
	if n == nil {
		return nil
	}
	return n.nkids
}

// evalScala evaluates a Scala expression.
func (x *extractor) evalScala(n *node, c *ctx) val {
	switch n.kind {
	case "string":
		return strVal(c.f, n, scalaString(c.f, n))
	case "interpolated_string_expression":
		return x.interpolated(n, c)
	case "integer_literal", "floating_point_literal":
		return val{kind: vNum, num: strings.TrimRight(strings.ReplaceAll(c.f.text(n), "_", ""), "lLdDfF"), f: c.f, at: span(n)}
	case "boolean_literal":
		return val{kind: vBool, num: c.f.text(n), f: c.f, at: span(n)}
	case "parenthesized_expression", "indented_block":
		if len(n.nkids) == 1 {
			return x.eval(n.nkids[0], c)
		}
	case "block":
		if len(n.nkids) == 1 {
			return x.eval(n.nkids[0], c)
		}
		return x.execScalaBody(n, c)
	case "infix_expression":
		if c.f.text(n.child("operator")) == "+" {
			l, r := x.eval(n.child("left"), c), x.eval(n.child("right"), c)
			if l.kind == vStr || r.kind == vStr {
				return concat(l, r, c.f, n)
			}
		}
	case "identifier":
		return x.name(c.f.text(n), n, c)
	case "field_expression":
		fieldName := c.f.text(n.child("field"))
		obj := n.child("value")
		switch fieldName {
		case "stripMargin":
			if v := x.eval(obj, c); v.kind == vStr {
				return strVal(c.f, n, stripMargin(v.pieces))
			}
			return unknown(c.f, n)
		case "trim", "strip":
			if v := x.eval(obj, c); v.kind == vStr {
				return strVal(c.f, n, trimPieces(trimPieces(append([]piece(nil), v.pieces...), true), false))
			}
			return unknown(c.f, n)
		}
		if cl := x.classNamed(c.f, c.f.text(obj)); cl != nil {
			if fd := cl.fields[fieldName]; fd != nil {
				return x.fieldValue(fd, cl, n)
			}
			if m, mc := x.scalaMethod(cl, fieldName, 0); m != nil {
				return x.invoke(m, mc, nil, c, n, false)
			}
		}
	case "call_expression":
		fn := n.child("function")
		as := args(n)
		if kindOf(fn) == "field_expression" && x.resourceRead(n, c.f.text(fn.child("field")), fn.child("value"), as, c) {
			return unknown(c.f, n)
		}
		if kindOf(fn) == "field_expression" && c.f.text(fn.child("field")) == "format" && c.f.text(fn.child("value")) != "String" {
			return x.format(x.eval(fn.child("value"), c), as, c, n)
		}
		if kindOf(fn) == "field_expression" && c.f.text(fn.child("field")) == "stripMargin" && len(as) == 0 {
			return x.eval(fn, c)
		}
		if m := x.scalaCallee(n, c); m != nil {
			return x.invoke(m, c.f.classOf(m), as, c, n, false)
		}
	}
	return unknown(c.f, n)
}

// scalaMethod finds a def of cl by name and arity.
func (x *extractor) scalaMethod(cl *class, name string, arity int) (*node, *class) {
	var found *node
	for _, m := range cl.methods[name] {
		if len(params(m)) == arity {
			if found != nil {
				return nil, nil
			}
			found = m
		}
	}
	if found == nil {
		return nil, nil
	}
	return found, cl
}

// scalaCallee is the def of the file a call runs: f(args) of the current
// object or class (or its enclosing ones), Obj.f(args) of a named object.
func (x *extractor) scalaCallee(n *node, c *ctx) *node {
	fn := n.child("function")
	arity := len(args(n))
	switch kindOf(fn) {
	case "identifier":
		name := c.f.text(fn)
		for cl := c.cls; cl != nil; cl = c.f.classOf(cl.decl.parent) {
			if m, _ := x.scalaMethod(cl, name, arity); m != nil {
				return m
			}
		}
	case "field_expression":
		if cl := x.classNamed(c.f, c.f.text(fn.child("value"))); cl != nil {
			m, _ := x.scalaMethod(cl, c.f.text(fn.child("field")), arity)
			return m
		}
	}
	return nil
}

// execScalaBody runs a def's body: a block's statements in order, its
// last expression the value.
func (x *extractor) execScalaBody(n *node, c *ctx) val {
	if n == nil || !x.step() {
		return unknown(c.f, n)
	}
	if n.kind != "block" && n.kind != "indented_block" {
		x.scanScala(n, c)
		return x.eval(n, c)
	}
	ret := unknown(c.f, n)
	for i, s := range n.nkids {
		switch s.kind {
		case "val_definition", "var_definition":
			v := s.child("value")
			x.scanScala(v, c)
			if p := s.child("pattern"); kindOf(p) == "identifier" {
				if s.kind == "var_definition" {
					c.sc.vars[c.f.text(p)] = unknown(c.f, s)
				} else {
					c.sc.vars[c.f.text(p)] = x.eval(v, c)
				}
			}
		case "comment", "block_comment":
		default:
			x.scanScala(s, c)
			if i == len(n.nkids)-1 {
				ret = x.eval(s, c)
			}
		}
	}
	return ret
}

// scanScala records the SQL and settings calls in a Scala expression.
func (x *extractor) scanScala(n *node, c *ctx) {
	if n == nil || !c.record {
		return
	}
	var calls []*node
	walk(n, func(k *node) bool {
		if k.kind == "function_definition" || k.kind == "template_body" {
			return false
		}
		if k.kind == "call_expression" {
			calls = append(calls, k)
		}
		return true
	})
	for _, k := range calls {
		fn := k.child("function")
		name := x.callName(k, c)
		as := args(k)
		if api, ok := sqlAPIs[name]; ok && len(as) == 1 && kindOf(fn) == "field_expression" {
			v := x.eval(as[0], c)
			if v.kind == vStr && v.someKnown() {
				t := v.sqlText(x.main, api, x.here(k, c), x.here(as[0], c))
				t.Via = c.via
				x.out.SQL = append(x.out.SQL, t)
			}
			continue
		}
		var recv *node
		if kindOf(fn) == "field_expression" {
			recv = fn.child("value")
		}
		if x.resourceRead(k, name, recv, as, c) {
			continue
		}
		switch name {
		case "enableCheckpointing", "setRuntimeMode", "inBatchMode", "inStreamingMode":
			if name == "enableCheckpointing" {
				x.apiCall("enable_checkpointing", k, c)
			}
			x.scalaSetting(k, name, fn, as, c)
			continue
		}
		if m := x.scalaCallee(k, c); m != nil && c.f == x.main {
			x.invoke(m, c.f.classOf(m), as, c, k, true)
		}
	}
}

// scalaSetting reads the Scala spelling of the settings calls.
func (x *extractor) scalaSetting(k *node, name string, fn *node, as []*node, c *ctx) {
	// The Java reader's settings take the receiver from "object" and the
	// method name from "name": a Scala call has "function" instead, so
	// the few settings Scala jobs make are mapped here.
	obj := fn.child("value")
	switch name {
	case "enableCheckpointing":
		if len(as) == 0 {
			return
		}
		x.settingsFrom(k, name, obj, as, c)
	case "setRuntimeMode":
		x.settingsFrom(k, name, obj, as, c)
	case "inBatchMode", "inStreamingMode":
		x.settingsFrom(k, name, obj, as, c)
	}
}

// settingsFrom runs settings with the name's span taken from a Scala
// call's field.
func (x *extractor) settingsFrom(k *node, name string, obj *node, as []*node, c *ctx) {
	fake := *k
	fake.kids = append([]*node{}, k.kids...)
	if fn := k.child("function"); fn != nil {
		if fld := fn.child("field"); fld != nil {
			nm := *fld
			nm.field = "name"
			fake.kids = append(fake.kids, &nm)
		}
	}
	x.settings(&fake, name, obj, as, c)
}

// scalaString decodes a Scala string literal: escapes in "...", none in
// triple quotes.
func scalaString(f *jfile, n *node) []piece {
	lit := f.text(n)
	if strings.HasPrefix(lit, `"""`) && len(lit) >= 6 {
		s, e := n.start+3, n.end-3
		return []piece{{text: string(f.src[s:e]), f: f, start: s, end: e, verbatim: true}}
	}
	if len(lit) < 2 {
		return nil
	}
	var out []piece
	appendEscaped(f, n.start+1, n.end-1, &out)
	return out
}

// interpolated evaluates s"..." and raw"..." (f"..." when every
// interpolation is followed by %s or nothing): literal text between the
// interpolations, each $name or ${expr} its value, or a hole.
func (x *extractor) interpolated(n *node, c *ctx) val {
	interp := c.f.text(n.child("interpolator"))
	if interp != "s" && interp != "raw" && interp != "f" {
		return unknown(c.f, n)
	}
	body := n.namedAt(len(n.nkids) - 1)
	if kindOf(body) != "interpolated_string" {
		return unknown(c.f, n)
	}
	lit := c.f.text(body)
	triple := strings.HasPrefix(lit, `"""`)
	q := 1
	if triple {
		q = 3
	}
	start, end := body.start+q, body.end-q
	if end < start {
		return unknown(c.f, n)
	}
	var out []piece
	text := func(s, e int) {
		if e <= s {
			return
		}
		// $$ is a literal $.
		for i := s; i < e; {
			j := strings.Index(string(c.f.src[i:e]), "$$")
			stop := e
			if j >= 0 {
				stop = i + j
			}
			if interp == "raw" || triple {
				if stop > i {
					out = append(out, piece{text: string(c.f.src[i:stop]), f: c.f, start: i, end: stop, verbatim: true})
				}
			} else {
				appendEscaped(c.f, i, stop, &out)
			}
			if j < 0 {
				break
			}
			out = append(out, piece{text: "$", f: c.f, start: stop, end: stop + 2})
			i = stop + 2
		}
	}
	at := start
	for _, ip := range body.nkids {
		if ip.kind != "interpolation" {
			continue
		}
		text(at, ip.start)
		e := ip.namedAt(0)
		if kindOf(e) == "block" && len(e.nkids) == 1 {
			e = e.nkids[0]
		}
		v := x.eval(e, c)
		next := ip.end
		if interp == "f" {
			// A format spec after the value: %s keeps it, any other a hole.
			if next+1 < end && c.f.src[next] == '%' {
				if c.f.src[next+1] == 's' {
					next += 2
				} else {
					v = unknown(c.f, ip)
					for next < end && c.f.src[next] != ' ' && c.f.src[next] != '\n' && c.f.src[next] != '\'' {
						next++
					}
				}
			}
		}
		ps := v.strPieces()
		if v.kind != vStr && v.kind != vNum && v.kind != vBool {
			ps = []piece{{text: string(sqlparse.HoleRune), hole: true, f: c.f, start: ip.start, end: next}}
		}
		out = append(out, ps...)
		at = next
	}
	text(at, end)
	return strVal(c.f, n, out)
}

// stripMargin removes, from each line, the blanks up to and including a
// leading '|', as Scala's StringOps.stripMargin does, keeping the map of
// every remaining character.
func stripMargin(ps []piece) []piece {
	var out []piece
	lineStart := true
	for _, p := range ps {
		if p.hole {
			out = append(out, p)
			lineStart = false
			continue
		}
		t := p.text
		i := 0
		for i < len(t) {
			if lineStart {
				j := i
				for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
					j++
				}
				if j < len(t) && t[j] == '|' {
					i = j + 1
				}
				lineStart = false
			}
			k := strings.IndexByte(t[i:], '\n')
			stop := len(t)
			if k >= 0 {
				stop = i + k + 1
				lineStart = true
			}
			if stop > i {
				out = append(out, subPieceText(p, i, stop))
			}
			i = stop
		}
	}
	return out
}

// subPieceText is p.text[i:j] as a piece.
func subPieceText(p piece, i, j int) piece {
	q := piece{text: p.text[i:j], f: p.f, start: p.start, end: p.end}
	if p.verbatim {
		q.start, q.end, q.verbatim = p.start+i, p.start+j, true
	}
	return q
}
