package jvmparse

import (
	"path"
	"strings"
	"unicode"

	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// The Kotlin reader rewrites Kotlin's syntax tree into the shapes of
// Java's (lowerKotlin) and runs the Java evaluator on it: a call
// `a.b(c)` is a method_invocation, `val x = e` a local variable
// declaration or a field, an object or a class (its companion object's
// members with it) a class, `fun` a method, the file's top-level
// properties and functions the members of its facade class (FileKt).
// Strings are Kotlin's own: escapes with `\$`, raw `"""` strings, and
// templates whose `$name` / `${expr}` is the value when known, else a
// hole; `trimIndent()` and `trimMargin()` as Kotlin's library does them.

// IsKotlin reports whether path names a Kotlin source (not a .kts script:
// a Gradle build script names Flink's artifacts, it runs no job).
func IsKotlin(p string) bool { return strings.HasSuffix(strings.ToLower(p), ".kt") }

// lowering rewrites one Kotlin tree.
type lowering struct {
	f *jfile
	// facadeMain is set when the file declares a top-level main function.
	facadeMain bool
}

// mk makes a node with the given kids (nil ones left out), parent links
// set.
func mk(kind, field string, start, end int, kids ...*node) *node {
	n := &node{kind: kind, field: field, start: start, end: end, named: true}
	for _, k := range kids {
		if k == nil {
			continue
		}
		k.parent = n
		n.kids = append(n.kids, k)
		if k.named {
			n.nkids = append(n.nkids, k)
		}
	}
	return n
}

// as returns n with field set (nil stays nil).
func as(n *node, field string) *node {
	if n != nil {
		n.field = field
	}
	return n
}

// ident is a Java identifier node over a Kotlin name.
func ident(n *node, field string) *node {
	if n == nil {
		return nil
	}
	return mk("identifier", field, n.start, n.end)
}

func firstKind(n *node, kinds ...string) *node {
	if n == nil {
		return nil
	}
	for _, k := range n.nkids {
		for _, want := range kinds {
			if k.kind == want {
				return k
			}
		}
	}
	return nil
}

// lower returns the Java-shaped copy of a Kotlin source_file.
func (l *lowering) lower(root *node) *node {
	out := mk("program", "", root.start, root.end)
	var members []*node
	for _, k := range root.nkids {
		switch k.kind {
		case "package_header":
			out.kids = append(out.kids, k)
			out.nkids = append(out.nkids, k)
		case "import_list":
			for _, h := range k.nkids {
				if h.kind == "import_header" {
					d := mk("import_declaration", "", h.start, h.end)
					d.kids, d.nkids = h.kids, h.nkids
					out.kids = append(out.kids, d)
					out.nkids = append(out.nkids, d)
				}
			}
		case "import_header":
			d := mk("import_declaration", "", k.start, k.end)
			d.kids, d.nkids = k.kids, k.nkids
			out.kids = append(out.kids, d)
			out.nkids = append(out.nkids, d)
		default:
			members = append(members, l.member(k, true)...)
		}
	}
	for _, m := range members {
		m.parent = out
		out.kids = append(out.kids, m)
		out.nkids = append(out.nkids, m)
	}
	return out
}

// member lowers a declaration of a class body or of the file.
func (l *lowering) member(n *node, top bool) []*node {
	switch n.kind {
	case "class_declaration", "object_declaration":
		return []*node{l.class(n)}
	case "companion_object":
		// Its members are the class's, as Kotlin code names them.
		var out []*node
		for _, m := range firstKind(n, "class_body").namedOrNil() {
			out = append(out, l.member(m, false)...)
		}
		return out
	case "property_declaration":
		return []*node{l.property(n, "field_declaration")}
	case "function_declaration":
		if m := l.function(n); m != nil {
			if top && l.f.text(m.child("name")) == "main" && len(params(m)) <= 1 {
				l.facadeMain = true
			}
			return []*node{m}
		}
	case "anonymous_initializer":
		if b := firstKind(n, "statements"); b != nil {
			return []*node{l.block(b, n)}
		}
	case "secondary_constructor":
		body := mk("block", "body", n.start, n.end)
		if b := firstKind(n, "statements"); b != nil {
			body = l.block(b, n)
			body.field = "body"
		}
		return []*node{mk("constructor_declaration", "", n.start, n.end, body)}
	case "line_comment", "multiline_comment":
	}
	return nil
}

// class lowers a class, interface, enum class or object.
func (l *lowering) class(n *node) *node {
	name := firstKind(n, "type_identifier", "simple_identifier")
	bodySrc := firstKind(n, "class_body", "enum_class_body")
	var kids []*node
	for _, m := range bodySrc.namedOrNil() {
		kids = append(kids, l.member(m, false)...)
	}
	body := mk("class_body", "body", n.start, n.end, kids...)
	if bodySrc != nil {
		body.start, body.end = bodySrc.start, bodySrc.end
	}
	kind := "class_declaration"
	if n.kind == "object_declaration" {
		kind = "object_declaration"
	}
	return mk(kind, "", n.start, n.end, ident(name, "name"), body)
}

// property lowers `val x: T = e` to a Java field or local declaration
// (kind): a variable_declarator with its name and value, the declared
// type, and the val/var keyword as a "binding" child.
func (l *lowering) property(n *node, kind string) *node {
	vd := firstKind(n, "variable_declaration")
	if vd == nil {
		return mk(kind, "", n.start, n.end) // destructuring: nothing known
	}
	var value *node
	seenEq := false
	for _, k := range n.kids {
		if k.kind == "=" {
			seenEq = true
			continue
		}
		if seenEq && k.named && value == nil {
			value = l.expr(k)
		}
	}
	var typ *node
	if t := firstKind(vd, "user_type", "nullable_type"); t != nil {
		typ = mk("type_identifier", "type", t.start, t.end)
	}
	decl := mk("variable_declarator", "", vd.start, n.end, ident(firstKind(vd, "simple_identifier"), "name"), as(value, "value"))
	var binding *node
	if b := firstKind(n, "binding_pattern_kind"); b != nil {
		binding = mk("binding", "binding", b.start, b.end)
	}
	return mk(kind, "", n.start, n.end, typ, binding, decl)
}

// function lowers `fun name(params): T { ... }` (or `= expr`).
func (l *lowering) function(n *node) *node {
	name := firstKind(n, "simple_identifier")
	if name == nil {
		return nil
	}
	ps := mk("formal_parameters", "parameters", n.start, n.end)
	if fp := firstKind(n, "function_value_parameters"); fp != nil {
		ps.start, ps.end = fp.start, fp.end
		for _, p := range fp.nkids {
			if p.kind != "parameter" {
				continue
			}
			var typ *node
			if t := firstKind(p, "user_type", "nullable_type", "function_type"); t != nil {
				typ = mk("type_identifier", "type", t.start, t.end)
			}
			q := mk("formal_parameter", "", p.start, p.end, typ, ident(firstKind(p, "simple_identifier"), "name"))
			q.parent = ps
			ps.kids = append(ps.kids, q)
			ps.nkids = append(ps.nkids, q)
		}
	}
	var body *node
	if fb := firstKind(n, "function_body"); fb != nil {
		body = l.functionBody(fb)
	}
	var mods *node
	if m := firstKind(n, "modifiers"); m != nil {
		mods = mk("modifiers", "", m.start, m.end)
	}
	return mk("method_declaration", "", n.start, n.end, mods, ident(name, "name"), ps, as(body, "body"))
}

// functionBody is a block: `= expr` returns the expression.
func (l *lowering) functionBody(fb *node) *node {
	if s := firstKind(fb, "statements"); s != nil {
		return l.block(s, fb)
	}
	for _, k := range code(fb) {
		e := l.expr(k)
		return mk("block", "", fb.start, fb.end, mk("return_statement", "", k.start, k.end, e))
	}
	return mk("block", "", fb.start, fb.end)
}

// block lowers statements (at) into a Java block spanning span.
func (l *lowering) block(stmts *node, span *node) *node {
	var kids []*node
	for _, s := range stmts.namedOrNil() {
		if st := l.stmt(s); st != nil {
			kids = append(kids, st)
		}
	}
	return mk("block", "", span.start, span.end, kids...)
}

// body lowers a control structure's body into a block.
func (l *lowering) body(n *node, field string) *node {
	if n == nil {
		return nil
	}
	if n.kind == "control_structure_body" {
		if s := firstKind(n, "statements"); s != nil {
			return as(l.block(s, n), field)
		}
		if ks := code(n); len(ks) == 1 {
			if st := l.stmt(ks[0]); st != nil {
				return as(mk("block", "", n.start, n.end, st), field)
			}
		}
		return as(mk("block", "", n.start, n.end), field)
	}
	if n.kind == "statements" {
		return as(l.block(n, n), field)
	}
	return as(mk("block", "", n.start, n.end, l.stmt(n)), field)
}

// stmt lowers one statement.
func (l *lowering) stmt(n *node) *node {
	switch n.kind {
	case "property_declaration":
		return l.property(n, "local_variable_declaration")
	case "assignment":
		var left, right *node
		op := ""
		for _, k := range n.kids {
			switch {
			case k.kind == "directly_assignable_expression":
				if ks := code(k); len(ks) == 1 {
					left = l.expr(ks[0])
				} else {
					left = mk("directly_assignable_expression", "", k.start, k.end)
				}
			case !k.named && strings.HasSuffix(k.kind, "="):
				op = k.kind
			case k.named && left != nil && right == nil:
				right = l.expr(k)
			}
		}
		opn := &node{kind: op, field: "operator", start: n.start, end: n.start}
		return mk("expression_statement", "", n.start, n.end,
			mk("assignment_expression", "", n.start, n.end, as(left, "left"), opn, as(right, "right")))
	case "for_statement", "while_statement", "do_while_statement":
		kind := n.kind
		if kind == "do_while_statement" {
			kind = "do_statement"
		}
		var kids []*node
		for _, k := range n.nkids {
			if k.kind == "control_structure_body" {
				kids = append(kids, l.body(k, "body"))
			} else if k.kind != "variable_declaration" && k.kind != "multi_variable_declaration" {
				kids = append(kids, l.expr(k))
			}
		}
		return mk(kind, "", n.start, n.end, kids...)
	case "if_expression":
		cond, cons, alt := ifParts(n)
		return mk("if_statement", "", n.start, n.end, as(l.expr(cond), "condition"), l.body(cons, "consequence"), l.body(alt, "alternative"))
	case "when_expression":
		var kids []*node
		for _, k := range n.nkids {
			switch k.kind {
			case "when_subject":
				for _, s := range k.nkids {
					kids = append(kids, l.expr(s))
				}
			case "when_entry":
				for _, e := range k.nkids {
					switch e.kind {
					case "control_structure_body":
						kids = append(kids, l.body(e, ""))
					case "when_condition":
						for _, c := range e.nkids {
							kids = append(kids, l.expr(c))
						}
					}
				}
			}
		}
		return mk("switch_statement", "", n.start, n.end, kids...)
	case "try_expression":
		var kids []*node
		if s := firstKind(n, "statements"); s != nil {
			kids = append(kids, as(l.block(s, s), "body"))
		} else {
			kids = append(kids, mk("block", "body", n.start, n.start))
		}
		for _, k := range n.nkids {
			switch k.kind {
			case "catch_block":
				b := mk("block", "body", k.start, k.end)
				if s := firstKind(k, "statements"); s != nil {
					b = as(l.block(s, k), "body")
				}
				kids = append(kids, mk("catch_clause", "", k.start, k.end, b))
			case "finally_block":
				b := mk("block", "", k.start, k.end)
				if s := firstKind(k, "statements"); s != nil {
					b = l.block(s, k)
				}
				kids = append(kids, mk("finally_clause", "", k.start, k.end, b))
			}
		}
		return mk("try_statement", "", n.start, n.end, kids...)
	case "jump_expression":
		if strings.HasPrefix(l.f.text(n), "return") {
			var e *node
			if ks := code(n); len(ks) > 0 {
				e = l.expr(ks[len(ks)-1])
			}
			return mk("return_statement", "", n.start, n.end, e)
		}
		return mk("jump_statement", "", n.start, n.end)
	case "line_comment", "multiline_comment":
		return nil
	case "function_declaration", "class_declaration", "object_declaration":
		return nil // local declarations: their methods are not run
	}
	return mk("expression_statement", "", n.start, n.end, l.expr(n))
}

// ifParts returns an if's condition, then and else bodies.
func ifParts(n *node) (cond, cons, alt *node) {
	seenElse := false
	for _, k := range n.kids {
		switch {
		case k.kind == "else":
			seenElse = true
		case !k.named:
		case cond == nil:
			cond = k
		case !seenElse && cons == nil:
			cons = k
		case seenElse && alt == nil:
			alt = k
		}
	}
	return cond, cons, alt
}

// getters are the Java getters Kotlin code reads as properties
// (tEnv.config is tEnv.getConfig()).
var getters = map[string]string{"config": "getConfig", "tableConfig": "getTableConfig", "checkpointConfig": "getCheckpointConfig", "configuration": "getConfiguration"}

// expr lowers an expression.
func (l *lowering) expr(n *node) *node {
	if n == nil {
		return nil
	}
	f := l.f
	switch n.kind {
	case "simple_identifier":
		return mk("identifier", "", n.start, n.end)
	case "this_expression":
		return mk("this", "", n.start, n.end)
	case "string_literal":
		var kids []*node
		for _, k := range n.nkids {
			switch k.kind {
			case "string_content":
				kids = append(kids, mk("string_content", "", k.start, k.end))
			case "interpolated_identifier":
				kids = append(kids, mk("identifier", "interp", k.start, k.end))
			case "interpolated_expression":
				if len(k.nkids) == 1 {
					kids = append(kids, as(l.expr(k.nkids[0]), "interp"))
				} else {
					kids = append(kids, mk("unknown", "interp", k.start, k.end))
				}
			}
		}
		return mk("string_literal", "", n.start, n.end, kids...)
	case "character_literal":
		return mk("character_literal", "", n.start, n.end)
	case "integer_literal":
		return mk("decimal_integer_literal", "", n.start, n.end)
	case "hex_literal":
		return mk("hex_integer_literal", "", n.start, n.end)
	case "bin_literal":
		return mk("binary_integer_literal", "", n.start, n.end)
	case "real_literal":
		return mk("decimal_floating_point_literal", "", n.start, n.end)
	case "long_literal":
		if len(code(n)) == 1 {
			return l.expr(code(n)[0])
		}
	case "boolean_literal":
		return mk(strings.TrimSpace(f.text(n)), "", n.start, n.end)
	case "null":
		return mk("null_literal", "", n.start, n.end)
	case "parenthesized_expression":
		if len(code(n)) == 1 {
			return mk("parenthesized_expression", "", n.start, n.end, l.expr(code(n)[0]))
		}
	case "as_expression":
		if len(code(n)) >= 1 {
			return mk("cast_expression", "", n.start, n.end, as(l.expr(code(n)[0]), "value"))
		}
	case "postfix_expression":
		if len(code(n)) == 1 && strings.HasSuffix(f.text(n), "!!") {
			return l.expr(code(n)[0])
		}
	case "additive_expression", "multiplicative_expression":
		if len(code(n)) == 2 {
			var op *node
			for _, k := range n.kids {
				if !k.named {
					op = &node{kind: k.kind, field: "operator", start: k.start, end: k.end}
				}
			}
			return mk("binary_expression", "", n.start, n.end, as(l.expr(code(n)[0]), "left"), op, as(l.expr(code(n)[1]), "right"))
		}
	case "if_expression":
		cond, cons, alt := ifParts(n)
		return mk("ternary_expression", "", n.start, n.end, as(l.expr(cond), "condition"), as(l.value(cons), "consequence"), as(l.value(alt), "alternative"))
	case "navigation_expression":
		recv, name := navParts(n)
		if recv != nil && name != nil {
			if _, ok := getters[f.text(name)]; ok {
				// tEnv.config: the getter, a call without arguments.
				return mk("method_invocation", "", n.start, n.end, as(l.expr(recv), "object"), ident(name, "name"),
					mk("argument_list", "arguments", name.end, name.end))
			}
			return mk("field_access", "", n.start, n.end, as(l.expr(recv), "object"), ident(name, "field"))
		}
	case "call_expression":
		return l.call(n)
	case "lambda_literal":
		if s := firstKind(n, "statements"); s != nil {
			return mk("lambda_expression", "", n.start, n.end, as(l.block(s, n), "body"))
		}
		return mk("lambda_expression", "", n.start, n.end)
	case "object_literal":
		var kids []*node
		for _, m := range firstKind(n, "class_body").namedOrNil() {
			kids = append(kids, l.member(m, false)...)
		}
		return mk("object_literal", "", n.start, n.end, mk("class_body", "body", n.start, n.end, kids...))
	case "statements":
		return l.block(n, n)
	case "if_statement", "when_expression", "try_expression", "assignment", "for_statement", "while_statement", "do_while_statement":
		return l.stmt(n)
	}
	// Anything else is not evaluated; its calls are still scanned.
	return l.generic(n)
}

// value is the expression a branch's body evaluates to: its only
// expression, else nothing known.
func (l *lowering) value(n *node) *node {
	if n == nil {
		return nil
	}
	if ks := code(n); n.kind == "control_structure_body" && len(ks) == 1 && ks[0].kind != "statements" {
		return l.expr(ks[0])
	}
	if n.kind == "control_structure_body" {
		return mk("block_value", "", n.start, n.end, l.body(n, ""))
	}
	return l.expr(n)
}

// navParts splits a.b into its receiver and member name.
func navParts(n *node) (recv, name *node) {
	ks := code(n)
	if len(ks) != 2 || ks[1].kind != "navigation_suffix" {
		return nil, nil
	}
	return ks[0], firstKind(ks[1], "simple_identifier")
}

// code is n's named children but comments (a comment between a receiver
// and its .call is one of the expression's children).
func code(n *node) []*node {
	if n == nil {
		return nil
	}
	for _, k := range n.nkids {
		if k.kind == "line_comment" || k.kind == "multiline_comment" {
			var out []*node
			for _, k := range n.nkids {
				if k.kind != "line_comment" && k.kind != "multiline_comment" {
					out = append(out, k)
				}
			}
			return out
		}
	}
	return n.nkids
}

// call lowers a call: recv.name(args) and name(args) are Java method
// invocations, Name(args) (a capitalized name) a constructor call.
func (l *lowering) call(n *node) *node {
	ks := code(n)
	if len(ks) != 2 || ks[1].kind != "call_suffix" {
		return l.generic(n)
	}
	fn, suffix := ks[0], ks[1]
	argl := mk("argument_list", "arguments", suffix.start, suffix.end)
	for _, k := range suffix.nkids {
		switch k.kind {
		case "value_arguments":
			for _, a := range k.nkids {
				ks := code(a)
				if a.kind != "value_argument" || len(ks) == 0 {
					continue
				}
				e := l.expr(ks[len(ks)-1])
				e.parent = argl
				argl.kids = append(argl.kids, e)
				argl.nkids = append(argl.nkids, e)
			}
		case "annotated_lambda":
			if lam := firstKind(k, "lambda_literal"); lam != nil {
				e := l.expr(lam)
				e.parent = argl
				argl.kids = append(argl.kids, e)
				argl.nkids = append(argl.nkids, e)
			}
		}
	}
	switch fn.kind {
	case "navigation_expression":
		recv, name := navParts(fn)
		if recv != nil && name != nil {
			return mk("method_invocation", "", n.start, n.end, as(l.expr(recv), "object"), ident(name, "name"), argl)
		}
	case "simple_identifier":
		if r := []rune(l.f.text(fn)); len(r) > 0 && unicode.IsUpper(r[0]) {
			return mk("object_creation_expression", "", n.start, n.end, mk("type_identifier", "type", fn.start, fn.end), argl)
		}
		return mk("method_invocation", "", n.start, n.end, ident(fn, "name"), argl)
	}
	return l.generic(n)
}

func (l *lowering) generic(n *node) *node {
	var kids []*node
	for _, k := range code(n) {
		kids = append(kids, l.expr(k))
	}
	return mk(n.kind, "", n.start, n.end, kids...)
}

// indexKotlin reads a lowered Kotlin file's package, imports, classes,
// properties and functions. The file's top-level members belong to its
// facade class (Job.kt: JobKt, or the @file:JvmName).
func (f *jfile) indexKotlin(raw *node, facadeMain bool) {
	for _, n := range f.root.nkids {
		switch n.kind {
		case "package_header":
			if id := firstKind(n, "identifier"); id != nil {
				f.pkg = strings.Join(strings.Fields(f.text(id)), "")
			}
		case "import_declaration":
			id := firstKind(n, "identifier")
			if id == nil {
				continue
			}
			q := strings.Join(strings.Fields(f.text(id)), "")
			alias := q[strings.LastIndexByte(q, '.')+1:]
			if a := firstKind(n, "import_alias"); a != nil {
				if t := firstKind(a, "type_identifier", "simple_identifier"); t != nil {
					alias = f.text(t)
				}
			}
			switch {
			case firstKind(n, "wildcard_import") != nil:
				f.wild = append(f.wild, q)
			default:
				f.imports[alias] = q
				if !classLike(alias) {
					// A member import (a const val of an object) is a
					// static import in Java's terms.
					f.statics[alias] = q
				}
			}
		}
	}
	facade := strings.TrimSuffix(path.Base(f.path), path.Ext(f.path))
	if r := []rune(facade); len(r) > 0 {
		facade = string(unicode.ToUpper(r[0])) + string(r[1:]) + "Kt"
	}
	for _, a := range raw.nkids {
		if a.kind != "file_annotation" || !strings.Contains(f.text(a), "JvmName") {
			continue
		}
		walk(a, func(k *node) bool {
			if k.kind == "string_content" {
				facade = f.text(k)
			}
			return true
		})
	}
	fc := &class{name: facade, f: f, decl: f.root, fields: map[string]*field{}, methods: map[string][]*node{}, top: true, isMain: facadeMain}
	f.facade = fc
	f.indexKotlinMembers(fc, f.root.nkids)
	if len(fc.fields)+len(fc.methods) > 0 {
		f.classes[fc.name] = fc
		f.order = append(f.order, fc)
	}
	var classes func(n *node, top bool)
	classes = func(n *node, top bool) {
		for _, k := range n.nkids {
			if k.kind != "class_declaration" && k.kind != "object_declaration" {
				continue
			}
			c := &class{name: f.text(k.child("name")), f: f, decl: k, fields: map[string]*field{}, methods: map[string][]*node{}, top: top}
			if _, dup := f.classes[c.name]; !dup {
				f.classes[c.name] = c
			}
			f.order = append(f.order, c)
			body := k.child("body")
			f.indexKotlinMembers(c, body.namedOrNil())
			// main of an object, or of a companion (@JvmStatic) whose
			// members were lowered into the class.
			for _, m := range c.methods["main"] {
				if len(params(m)) <= 1 && (k.kind == "object_declaration" || strings.Contains(f.text(modifiers(m)), "JvmStatic")) {
					c.isMain = true
				}
			}
			classes(body, false)
		}
	}
	classes(f.root, true)
	walk(f.root, func(m *node) bool {
		switch m.kind {
		case "method_declaration", "constructor_declaration":
			f.methods = append(f.methods, m)
		case "block":
			if m.parent != nil && m.parent.kind == "class_body" {
				f.methods = append(f.methods, m) // init { }
			}
		}
		return true
	})
}

// classLike reports whether a name is written as a class's (Capitalized,
// not ALL_CAPS).
func classLike(name string) bool {
	r := []rune(name)
	if len(r) == 0 || !unicode.IsUpper(r[0]) {
		return false
	}
	for _, c := range r {
		if unicode.IsLower(c) {
			return true
		}
	}
	return false
}

func (f *jfile) indexKotlinMembers(c *class, members []*node) {
	for _, m := range members {
		switch m.kind {
		case "field_declaration":
			final := f.text(m.child("binding")) == "val"
			for _, d := range m.nkids {
				if d.kind == "variable_declarator" {
					c.fields[f.text(d.child("name"))] = &field{value: d.child("value"), typ: f.text(m.child("type")), final: final}
				}
			}
		case "method_declaration":
			name := f.text(m.child("name"))
			c.methods[name] = append(c.methods[name], m)
		}
	}
}

// kotlinString evaluates a Kotlin string literal: text with its escapes
// (none in a raw string), each template the value's text, or a hole.
func (x *extractor) kotlinString(n *node, c *ctx) val {
	f := c.f
	raw := strings.HasPrefix(f.text(n), `"""`)
	var out []piece
	for _, k := range n.kids {
		if k.field == "interp" {
			v := x.eval(k, c)
			ps := v.strPieces()
			if v.kind != vStr && v.kind != vNum && v.kind != vBool {
				// The hole stands for the template ($name, ${expr}).
				s, e := k.start, k.end
				if s > n.start && f.src[s-1] == '$' {
					s--
				} else if s > n.start+1 && f.src[s-1] == '{' && f.src[s-2] == '$' {
					s -= 2
					if e < n.end && f.src[e] == '}' {
						e++
					}
				}
				ps = []piece{{text: string(sqlparse.HoleRune), hole: true, f: f, start: s, end: e}}
			}
			out = append(out, ps...)
			continue
		}
		if k.kind != "string_content" {
			continue
		}
		if raw {
			out = append(out, piece{text: f.text(k), f: f, start: k.start, end: k.end, verbatim: true})
			continue
		}
		appendKotlinEscaped(f, k.start, k.end, &out)
	}
	if len(out) > maxPieces {
		return unknown(f, n)
	}
	return strVal(f, n, mergeVerbatim(out))
}

// appendKotlinEscaped decodes Kotlin's escapes: Java's, and \$.
func appendKotlinEscaped(f *jfile, start, end int, out *[]piece) {
	run := start
	for i := start; i+1 < end; i++ {
		if f.src[i] != '\\' {
			continue
		}
		if f.src[i+1] == '$' {
			appendEscaped(f, run, i, out)
			*out = append(*out, piece{text: "$", f: f, start: i, end: i + 2})
			run = i + 2
		}
		i++ // the escaped character
	}
	appendEscaped(f, run, end, out)
}

// splitLines splits pieces at their newlines: each line's pieces, without
// the newline, and the piece of each newline.
func splitLines(ps []piece) (lines [][]piece, nls []piece) {
	var cur []piece
	for _, p := range ps {
		if p.hole {
			cur = append(cur, p)
			continue
		}
		t := p.text
		i := 0
		for {
			j := strings.IndexByte(t[i:], '\n')
			if j < 0 {
				if i < len(t) {
					cur = append(cur, subPieceText(p, i, len(t)))
				}
				break
			}
			if j > 0 {
				cur = append(cur, subPieceText(p, i, i+j))
			}
			lines = append(lines, cur)
			nls = append(nls, subPieceText(p, i+j, i+j+1))
			cur = nil
			i += j + 1
		}
	}
	return append(lines, cur), nls
}

// blankLine reports whether a line is only white space (a hole is not).
func blankLine(line []piece) bool {
	for _, p := range line {
		if p.hole || strings.TrimLeft(p.text, " \t\r\f\v") != "" {
			return false
		}
	}
	return true
}

// indentWidth counts a line's leading white space (up to its first other
// character or hole).
func indentWidth(line []piece) int {
	w := 0
	for _, p := range line {
		if p.hole {
			return w
		}
		t := strings.TrimLeft(p.text, " \t\r\f\v")
		w += len(p.text) - len(t)
		if t != "" {
			return w
		}
	}
	return w
}

// dropLeading drops n bytes of leading white space from a line.
func dropLeading(line []piece, n int) []piece {
	for n > 0 && len(line) > 0 && !line[0].hole {
		p := line[0]
		if len(p.text) <= n {
			n -= len(p.text)
			line = line[1:]
			continue
		}
		line = append([]piece{subPieceText(p, n, len(p.text))}, line[1:]...)
		break
	}
	return line
}

// reindent joins lines with their newlines, dropping a blank first and
// last line, as Kotlin's reindent does; cut returns a line's new content
// and false when it is kept as it is.
func reindent(lines [][]piece, nls []piece, cut func([]piece) ([]piece, bool)) []piece {
	var out []piece
	first := true
	for i, line := range lines {
		if (i == 0 || i == len(lines)-1) && blankLine(line) {
			continue
		}
		if !first {
			// The newline before this line: the one that ended the line
			// before it in the source.
			out = append(out, nls[i-1])
		}
		first = false
		if c, ok := cut(line); ok {
			line = c
		}
		out = append(out, line...)
	}
	return out
}

// trimIndent is Kotlin's String.trimIndent: the common indentation of the
// non-blank lines is removed from every line, a blank first and last line
// are dropped.
func trimIndent(ps []piece) []piece {
	lines, nls := splitLines(ps)
	minIndent := -1
	for _, line := range lines {
		if blankLine(line) {
			continue
		}
		if w := indentWidth(line); minIndent < 0 || w < minIndent {
			minIndent = w
		}
	}
	if minIndent < 0 {
		minIndent = 0
	}
	return reindent(lines, nls, func(line []piece) ([]piece, bool) { return dropLeading(line, minIndent), true })
}

// trimMargin is Kotlin's String.trimMargin(prefix): a line whose first
// non-blank characters are the prefix keeps what follows it; other lines
// stay as they are; a blank first and last line are dropped.
func trimMargin(ps []piece, prefix string) []piece {
	lines, nls := splitLines(ps)
	return reindent(lines, nls, func(line []piece) ([]piece, bool) {
		w := indentWidth(line)
		rest := dropLeading(line, w)
		if len(rest) == 0 || rest[0].hole || !strings.HasPrefix(rest[0].text, prefix) {
			return nil, false
		}
		if len(rest[0].text) == len(prefix) {
			return rest[1:], true
		}
		return append([]piece{subPieceText(rest[0], len(prefix), len(rest[0].text))}, rest[1:]...), true
	})
}

// kotlinComments are the comments of a Kotlin tree.
func kotlinComments(f *jfile, raw *node) []pyparse.Comment {
	var out []pyparse.Comment
	walk(raw, func(n *node) bool {
		switch n.kind {
		case "line_comment", "multiline_comment":
			out = append(out, pyparse.Comment{Span: span(n), Text: f.text(n)})
			return false
		}
		return true
	})
	return out
}
