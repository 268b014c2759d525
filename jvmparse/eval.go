package jvmparse

import (
	"strconv"
	"strings"

	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// extractor reads one file's Flink API use.
type extractor struct {
	p       *Parser
	main    *jfile
	resolve Resolver
	out     *pyparse.Module
	src     *Source
	files   map[string]*jfile
	// active counts the executions of each method under way (recursion).
	active map[*node]int
	// fieldMemo caches the value of each constant initializer.
	fieldMemo map[*node]*val
	steps     int
	limited   bool
	// records caches mayRecord.
	records map[*node]bool
}

// maxSteps bounds the evaluation work of one file; maxDepth the nesting of
// method calls followed.
const (
	maxSteps = 200000
	maxDepth = 6
)

func (x *extractor) step() bool {
	x.steps++
	if x.steps > maxSteps {
		if !x.limited {
			x.limited = true
			x.out.Errors = append(x.out.Errors, pyparse.Error{Msg: "evaluation stopped at its step limit: what is built after this point is not checked", Limit: true})
		}
		return false
	}
	return true
}

// scope holds a method execution's local variables.
type scope struct {
	vars  map[string]val
	kinds map[string]string // receiver kinds by variable: env, config, configuration, checkpoint, statementset
}

// ctx is where an expression is evaluated.
type ctx struct {
	f     *jfile
	cls   *class
	sc    *scope
	depth int
	// record is set when API calls met are recorded (the main file's
	// code); via is the call site in the main file of the helper being
	// run, zero at the top.
	record bool
	via    pyparse.Span
}

func newScope() *scope { return &scope{vars: map[string]val{}, kinds: map[string]string{}} }

func span(n *node) pyparse.Span { return pyparse.Span{Start: n.start, End: n.end} }

// eval evaluates an expression.
func (x *extractor) eval(n *node, c *ctx) val {
	if n == nil || !x.step() {
		return unknown(c.f, n)
	}
	if c.f.scala {
		return x.evalScala(n, c)
	}
	if c.f.kotlin && n.kind == "string_literal" {
		return x.kotlinString(n, c)
	}
	switch n.kind {
	case "string_literal":
		if ps, ok := javaString(c.f, n.start, n.end); ok {
			return strVal(c.f, n, ps)
		}
	case "character_literal":
		if s, ok := charLiteral(c.f.src[n.start:n.end]); ok {
			return strVal(c.f, n, []piece{{text: s, f: c.f, start: n.start, end: n.end}})
		}
	case "decimal_integer_literal", "hex_integer_literal", "decimal_floating_point_literal", "octal_integer_literal", "binary_integer_literal":
		t := strings.ReplaceAll(c.f.text(n), "_", "")
		t = strings.TrimRight(t, "lLdDfF")
		if n.kind != "decimal_integer_literal" && n.kind != "decimal_floating_point_literal" {
			if v, err := strconv.ParseInt(t, 0, 64); err == nil {
				t = strconv.FormatInt(v, 10)
			} else {
				return unknown(c.f, n)
			}
		}
		return val{kind: vNum, num: t, f: c.f, at: span(n)}
	case "true", "false":
		return val{kind: vBool, num: n.kind, f: c.f, at: span(n)}
	case "null_literal":
		return val{kind: vNull, f: c.f, at: span(n)}
	case "parenthesized_expression", "cast_expression":
		in := n.child("value")
		if in == nil {
			in = n.namedAt(len(n.nkids) - 1)
		}
		v := x.eval(in, c)
		if v.kind != vStr {
			v.at = span(n)
		}
		return v
	case "binary_expression":
		return x.binary(n, c)
	case "identifier":
		return x.name(c.f.text(n), n, c)
	case "field_access":
		return x.fieldAccess(n, c)
	case "method_invocation":
		return x.call(n, c)
	case "object_creation_expression":
		return x.newObject(n, c)
	case "ternary_expression":
		a, b := x.eval(n.child("consequence"), c), x.eval(n.child("alternative"), c)
		if ta, ok := a.text(); ok {
			if tb, ok := b.text(); ok && ta == tb {
				return a
			}
		}
	}
	return unknown(c.f, n)
}

// binary evaluates + on strings (concatenation) and integer arithmetic.
func (x *extractor) binary(n *node, c *ctx) val {
	op := ""
	for _, k := range n.kids {
		if k.field == "operator" {
			op = k.kind
		}
	}
	l, r := x.eval(n.child("left"), c), x.eval(n.child("right"), c)
	if op == "+" && (l.kind == vStr || r.kind == vStr) {
		return concat(l, r, c.f, n)
	}
	if l.kind == vNum && r.kind == vNum {
		a, e1 := strconv.ParseInt(l.num, 10, 64)
		b, e2 := strconv.ParseInt(r.num, 10, 64)
		if e1 == nil && e2 == nil {
			var v int64
			ok := true
			switch op {
			case "+":
				v = a + b
			case "-":
				v = a - b
			case "*":
				v = a * b
			case "/":
				if b == 0 {
					ok = false
				} else {
					v = a / b
				}
			default:
				ok = false
			}
			if ok {
				return val{kind: vNum, num: strconv.FormatInt(v, 10), f: c.f, at: span(n)}
			}
		}
	}
	if op == "+" && (l.kind == vUnknown || r.kind == vUnknown) && (l.kind == vStr || r.kind == vStr) {
		return concat(l, r, c.f, n)
	}
	return unknown(c.f, n)
}

// name resolves a simple name: a local, a constant field of the class (or
// its enclosing ones), a statically imported constant.
func (x *extractor) name(id string, n *node, c *ctx) val {
	if c.sc != nil {
		if v, ok := c.sc.vars[id]; ok {
			return v
		}
	}
	for cl := c.cls; cl != nil; cl = c.f.classOf(cl.decl.parent) {
		if fd := cl.fields[id]; fd != nil {
			return x.fieldValue(fd, cl, n)
		}
	}
	if q, ok := c.f.statics[id]; ok {
		if i := strings.LastIndexByte(q, '.'); i > 0 {
			if cl := x.classByQualified(c.f, q[:i]); cl != nil {
				if fd := cl.fields[q[i+1:]]; fd != nil {
					return x.fieldValue(fd, cl, n)
				}
			}
		}
	}
	return unknown(c.f, n)
}

// fieldValue evaluates a final field's initializer in its class.
func (x *extractor) fieldValue(fd *field, cl *class, at *node) val {
	if !fd.final || fd.value == nil {
		return unknown(cl.f, at)
	}
	if v, ok := x.fieldMemo[fd.value]; ok {
		if v == nil {
			return unknown(cl.f, at) // a cycle
		}
		return *v
	}
	x.fieldMemo[fd.value] = nil
	v := x.eval(fd.value, &ctx{f: cl.f, cls: cl, sc: newScope()})
	x.fieldMemo[fd.value] = &v
	return v
}

// classNamed finds the class a name denotes in file f: one of the file,
// an imported one, one of the same package, one of a wildcard import.
func (x *extractor) classNamed(f *jfile, name string) *class {
	if cl := f.classes[name]; cl != nil {
		return cl
	}
	if q, ok := f.imports[name]; ok {
		return x.classByQualified(f, q)
	}
	if o := x.other(joinPath(dirOf(f.path), name+ext(f))); o != nil {
		if cl := o.classes[name]; cl != nil {
			return cl
		}
	}
	for _, w := range f.wild {
		if cl := x.classByQualified(f, w+"."+name); cl != nil {
			return cl
		}
	}
	return nil
}

// classByQualified finds a class by its qualified name in the source tree
// of f (a nested class by its outer class's file).
func (x *extractor) classByQualified(f *jfile, q string) *class {
	for _, lib := range []string{"java.", "javax.", "scala.", "org.apache.flink.", "kotlin."} {
		if strings.HasPrefix(q, lib) {
			return nil // a library's class: not in a job's source tree
		}
	}
	root, ok := f.sourceRoot()
	if !ok {
		return nil
	}
	parts := strings.Split(q, ".")
	for i := len(parts); i >= 1; i-- {
		p := joinPath(root, strings.Join(parts[:i], "/")+ext(f))
		var o *jfile
		if p == f.path {
			o = f
		} else {
			o = x.other(p)
		}
		if o == nil {
			continue
		}
		if cl := o.classes[parts[len(parts)-1]]; cl != nil {
			return cl
		}
		return nil
	}
	return nil
}

func ext(f *jfile) string {
	if f.scala {
		return ".scala"
	}
	if f.kotlin {
		return ".kt"
	}
	return ".java"
}

func dirOf(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[:i]
	}
	return "."
}

func joinPath(dir, rel string) string {
	if dir == "." || dir == "" {
		return rel
	}
	return dir + "/" + rel
}

// fieldAccess evaluates Class.CONSTANT (and enum-like members).
func (x *extractor) fieldAccess(n *node, c *ctx) val {
	obj, fieldN := n.child("object"), n.child("field")
	fname := c.f.text(fieldN)
	qual := c.f.text(obj)
	if key, ok := configOptionKey(lastSeg(qual), fname); ok {
		return val{kind: vOption, name: key, f: c.f, at: span(n)}
	}
	if kindOf(obj) == "this" {
		return x.name(fname, n, &ctx{f: c.f, cls: c.cls})
	}
	if kindOf(obj) == "identifier" || kindOf(obj) == "field_access" {
		if cl := x.classNamed(c.f, qual); cl != nil {
			if fd := cl.fields[fname]; fd != nil {
				return x.fieldValue(fd, cl, n)
			}
		} else if kindOf(obj) == "field_access" {
			if cl := x.classByQualified(c.f, qual); cl != nil {
				if fd := cl.fields[fname]; fd != nil {
					return x.fieldValue(fd, cl, n)
				}
			}
		}
	}
	return val{kind: vEnum, name: fname, qual: qual, f: c.f, at: span(n)}
}

// stringArg is the value of an argument that takes a String (a connector
// or format identifier): a constant of a class flinklint cannot read
// (KafkaDynamicTableFactory.IDENTIFIER) is not known, not its field name.
func stringArg(v val, f *jfile, n *node) val {
	if v.kind == vEnum {
		return unknown(f, n)
	}
	return v
}

func lastSeg(q string) string { return q[strings.LastIndexByte(q, '.')+1:] }

// args returns a call's argument nodes.
func args(n *node) []*node {
	a := n.child("arguments")
	if a == nil {
		return nil
	}
	out := make([]*node, 0, len(a.nkids))
	for _, k := range a.nkids {
		if k.kind != "line_comment" && k.kind != "block_comment" && k.kind != "comment" {
			out = append(out, k)
		}
	}
	return out
}

// call evaluates a method invocation.
func (x *extractor) call(n *node, c *ctx) val {
	obj := n.child("object")
	name := c.f.text(n.child("name"))
	as := args(n)
	arg0 := func() val {
		if len(as) > 0 {
			return x.eval(as[0], c)
		}
		return unknown(c.f, n)
	}
	objText := c.f.text(obj)
	if x.resourceRead(n, name, obj, as, c) {
		return unknown(c.f, n) // the file's text: linked, not evaluated
	}
	switch {
	case objText == "String" && name == "format" && len(as) >= 1:
		first := 0
		if len(as) >= 2 && kindOf(as[0]) != "string_literal" && !strings.Contains(c.f.text(as[0]), "\"") {
			if v := x.eval(as[0], c); v.kind != vStr {
				first = 1 // String.format(Locale, fmt, args...)
			}
		}
		return x.format(x.eval(as[first], c), as[first+1:], c, n)
	case objText == "String" && name == "join" && len(as) >= 1:
		sep := arg0()
		out := strVal(c.f, n, nil)
		for i, a := range as[1:] {
			if i > 0 {
				out = concat(out, sep, c.f, n)
			}
			out = concat(out, x.eval(a, c), c.f, n)
		}
		if len(as) == 2 {
			if v := x.eval(as[1], c); v.kind != vStr {
				return unknown(c.f, n) // String.join(sep, list)
			}
		}
		return out
	case objText == "String" && (name == "valueOf" || name == "copyValueOf") && len(as) == 1:
		v := arg0()
		if v.kind == vNum || v.kind == vBool || v.kind == vStr {
			return strVal(c.f, n, v.strPieces())
		}
	case (objText == "Integer" || objText == "Long" || objText == "Boolean") && name == "toString" && len(as) == 1:
		if v := arg0(); v.kind == vNum || v.kind == vBool {
			return strVal(c.f, n, v.strPieces())
		}
	case objText == "Duration" && len(as) == 1:
		if v := arg0(); v.kind == vNum {
			if t, ok := durationText(name, v.num); ok {
				return val{kind: vDur, num: t, f: c.f, at: span(n)}
			}
		}
	case objText == "TableDescriptor" && name == "forConnector" && len(as) == 1:
		return val{kind: vDesc, desc: &descVal{f: c.f, connector: stringArg(arg0(), c.f, as[0])}, f: c.f, at: span(n)}
	case objText == "Schema" && name == "newBuilder":
		return val{kind: vSchema, schema: &schemaVal{}, f: c.f, at: span(n)}
	case objText == "FormatDescriptor" && name == "forFormat" && len(as) == 1:
		return val{kind: vFormat, format: &formatVal{name: stringArg(arg0(), c.f, as[0])}, f: c.f, at: span(n)}
	}
	if obj != nil {
		recv := x.eval(obj, c)
		switch recv.kind {
		case vStr:
			return x.stringMethod(recv, name, as, c, n)
		case vBuilder:
			switch name {
			case "append":
				if len(as) == 1 {
					v := concat(recv, arg0(), c.f, n)
					v.kind = vBuilder
					return v
				}
			case "toString":
				return strVal(c.f, n, recv.pieces)
			}
			return unknown(c.f, n)
		case vDesc:
			return x.descMethod(recv, name, as, c, n)
		case vSchema:
			s := *recv.schema
			switch name {
			case "column", "columnByExpression", "columnByMetadata", "withComment":
			case "watermark":
				s.watermark = true
			case "primaryKey", "primaryKeyNamed":
				s.primaryKey = nil
				start := 0
				if name == "primaryKeyNamed" {
					start = 1
				}
				for _, a := range as[min(start, len(as)):] {
					if t, ok := x.eval(a, c).text(); ok {
						s.primaryKey = append(s.primaryKey, t)
					} else {
						s.unknown = true
					}
				}
				if c.record {
					x.apiCall("primary_key", n, c)
				}
			case "build":
			default:
				s.unknown = true
			}
			return val{kind: vSchema, schema: &s, f: c.f, at: span(n)}
		case vFormat:
			fv := *recv.format
			switch name {
			case "option":
				if len(as) == 2 {
					fv.options = append(append([]descOpt(nil), fv.options...), descOpt{at: span(n), key: x.optionKey(as[0], c), value: x.optionValue(as[1], c)})
				}
			case "build":
			default:
				return unknown(c.f, n)
			}
			return val{kind: vFormat, format: &fv, f: c.f, at: span(n)}
		case vSource:
			v := recv
			v.at = span(n)
			if name == "setBounded" {
				v.bounded = true
			}
			return v
		}
	}
	if name == "sqlQuery" && len(as) == 1 {
		return val{kind: vTable, f: c.f, at: span(n)}
	}
	if (objText == "KafkaSource" || objText == "FileSource" || objText == "KinesisStreamsSource") && name == "builder" ||
		objText == "FileSource" && (name == "forRecordStreamFormat" || name == "forBulkFileFormat") {
		return val{kind: vSource, f: c.f, at: span(n)}
	}
	// A method of this file (or of a class it names) that returns a value.
	if m, mc := x.method(obj, name, len(as), c); m != nil {
		return x.invoke(m, mc, as, c, n, false)
	}
	return unknown(c.f, n)
}

// stringMethod evaluates a String method on a known string.
func (x *extractor) stringMethod(recv val, name string, as []*node, c *ctx, n *node) val {
	switch name {
	case "formatted":
		return x.format(recv, as, c, n)
	case "concat":
		if len(as) == 1 {
			return concat(recv, x.eval(as[0], c), c.f, n)
		}
	case "toString", "intern":
		return recv
	case "trim", "strip", "stripTrailing", "stripLeading":
		ps := append([]piece(nil), recv.pieces...)
		if name != "stripTrailing" {
			ps = trimPieces(ps, true)
		}
		if name != "stripLeading" {
			ps = trimPieces(ps, false)
		}
		return strVal(c.f, n, ps)
	case "stripIndent":
		if t, ok := recv.text(); ok && !strings.Contains(t, "\n") {
			return recv
		}
	}
	if c.f.kotlin {
		switch name {
		case "trimIndent":
			if len(as) == 0 {
				return strVal(c.f, n, trimIndent(recv.pieces))
			}
		case "trimMargin":
			prefix := "|"
			if len(as) == 1 {
				t, ok := x.eval(as[0], c).text()
				if !ok || t == "" {
					return unknown(c.f, n)
				}
				prefix = t
			}
			if len(as) <= 1 {
				return strVal(c.f, n, trimMargin(recv.pieces, prefix))
			}
		case "format": // Kotlin's String.format(vararg args)
			return x.format(recv, as, c, n)
		}
	}
	return unknown(c.f, n)
}

// trimPieces trims white space at the start (or end) of a piece list, as
// far as the pieces at that end are known.
func trimPieces(ps []piece, start bool) []piece {
	for len(ps) > 0 {
		i := 0
		if !start {
			i = len(ps) - 1
		}
		p := ps[i]
		if p.hole {
			return ps
		}
		var t string
		if start {
			t = strings.TrimLeft(p.text, " \t\n\r\f\v")
		} else {
			t = strings.TrimRight(p.text, " \t\n\r\f\v")
		}
		if t == "" {
			if start {
				ps = ps[1:]
			} else {
				ps = ps[:len(ps)-1]
			}
			continue
		}
		if p.verbatim {
			if start {
				p.start += len(p.text) - len(t)
			} else {
				p.end -= len(p.text) - len(t)
			}
		}
		p.text = t
		ps[i] = p
		return ps
	}
	return ps
}

// format evaluates String.format / formatted: %s and %d take their
// argument's text, %% and %n their characters; any other conversion, and
// an argument not known, is a hole.
func (x *extractor) format(fv val, as []*node, c *ctx, n *node) val {
	if fv.kind != vStr {
		return unknown(c.f, n)
	}
	var out []piece
	next := 0
	argVal := func(i int) val {
		if i < len(as) {
			return x.eval(as[i], c)
		}
		return unknown(c.f, n)
	}
	for _, p := range fv.pieces {
		if p.hole || !strings.Contains(p.text, "%") {
			out = append(out, p)
			continue
		}
		t := p.text
		run := 0
		emit := func(from, to int) {
			if to <= from {
				return
			}
			q := piece{text: t[from:to], f: p.f, start: p.start, end: p.end}
			if p.verbatim {
				q.start, q.end, q.verbatim = p.start+from, p.start+to, true
			}
			out = append(out, q)
		}
		for i := 0; i < len(t); {
			if t[i] != '%' {
				i++
				continue
			}
			emit(run, i)
			j := i + 1
			for j < len(t) && strings.IndexByte("0123456789$-#+ ,(.<", t[j]) >= 0 {
				j++
			}
			if j >= len(t) {
				out = append(out, holePiece(p, i, len(t)))
				run = len(t)
				break
			}
			spec, conv := t[i+1:j], t[j]
			switch {
			case conv == '%' && spec == "":
				out = append(out, subPiece(p, "%", i, j+1))
			case conv == 'n' && spec == "":
				out = append(out, subPiece(p, "\n", i, j+1))
			case (conv == 's' || conv == 'd') && (spec == "" || isArgIndex(spec)):
				k := next
				if spec != "" {
					k, _ = strconv.Atoi(spec[:len(spec)-1])
					k--
				} else {
					next++
				}
				v := argVal(k)
				if v.kind == vStr || v.kind == vNum || v.kind == vBool || v.kind == vEnum {
					if v.kind == vEnum {
						out = append(out, holePiece(p, i, j+1))
					} else {
						out = append(out, v.strPieces()...)
					}
				} else {
					out = append(out, holePiece(p, i, j+1))
				}
			default:
				if spec == "" || !isArgIndex(spec) {
					next++
				}
				out = append(out, holePiece(p, i, j+1))
			}
			i = j + 1
			run = i
		}
		emit(run, len(t))
	}
	return strVal(c.f, n, out)
}

func isArgIndex(spec string) bool {
	if len(spec) < 2 || spec[len(spec)-1] != '$' {
		return false
	}
	_, err := strconv.Atoi(spec[:len(spec)-1])
	return err == nil
}

// holePiece is a hole standing for t[i:j] of piece p.
func holePiece(p piece, i, j int) piece {
	q := subPiece(p, string(sqlparse.HoleRune), i, j)
	q.hole, q.verbatim = true, false
	return q
}

// subPiece is text standing for p.text[i:j].
func subPiece(p piece, text string, i, j int) piece {
	q := piece{text: text, f: p.f, start: p.start, end: p.end}
	if p.verbatim {
		q.start, q.end = p.start+i, p.start+j
	}
	return q
}

// newObject evaluates `new X(...)`.
func (x *extractor) newObject(n *node, c *ctx) val {
	typ := c.f.text(n.child("type"))
	if i := strings.IndexByte(typ, '<'); i >= 0 {
		typ = typ[:i]
	}
	as := args(n)
	if fileReads[lastSeg(typ)] && x.resourceRead(n, lastSeg(typ), nil, as, c) {
		return unknown(c.f, n)
	}
	switch lastSeg(typ) {
	case "StringBuilder", "StringBuffer":
		v := val{kind: vBuilder, f: c.f, at: span(n)}
		if len(as) == 1 {
			if a := x.eval(as[0], c); a.kind == vStr {
				v.pieces = a.pieces
			}
		}
		return v
	case "String":
		if len(as) == 1 {
			if a := x.eval(as[0], c); a.kind == vStr {
				return strVal(c.f, n, a.pieces)
			}
		}
	case "Path":
		if len(as) == 1 {
			if a := x.eval(as[0], c); a.kind == vStr {
				return strVal(c.f, n, a.pieces)
			}
		}
	case "NumberSequenceSource":
		return val{kind: vSource, bounded: true, f: c.f, at: span(n)}
	}
	return unknown(c.f, n)
}

// descMethod evaluates a TableDescriptor builder method.
func (x *extractor) descMethod(recv val, name string, as []*node, c *ctx, n *node) val {
	d := *recv.desc
	switch name {
	case "option":
		if len(as) != 2 {
			return unknown(c.f, n)
		}
		d.options = append(append([]descOpt(nil), d.options...), descOpt{at: pyparse.Span{Start: as[0].start, End: as[1].end}, key: x.optionKey(as[0], c), value: x.optionValue(as[1], c)})
	case "format":
		if len(as) == 1 {
			v := x.eval(as[0], c)
			if v.kind == vFormat {
				d.format = v.format
			} else {
				d.format = &formatVal{name: v}
			}
			d.formatAt = span(as[0])
		} else if len(as) == 2 {
			// format(ConfigOption<String> formatOption, FormatDescriptor)
			return unknown(c.f, n)
		}
	case "schema":
		if len(as) == 1 {
			if v := x.eval(as[0], c); v.kind == vSchema {
				d.schema = v.schema
			} else {
				d.schema = &schemaVal{unknown: true}
			}
		}
	case "partitionedBy":
		d.partition = nil
		for _, a := range as {
			if t, ok := x.eval(a, c).text(); ok {
				d.partition = append(d.partition, t)
			}
		}
	case "build":
		d.chain = span(n)
	case "comment", "distributedBy", "distributedByHash", "distributedByRange", "distributedInto":
	default:
		return unknown(c.f, n)
	}
	d.chain = span(n)
	return val{kind: vDesc, desc: &d, f: c.f, at: span(n)}
}

// optionKey evaluates an option key: a string, or a ConfigOption constant.
func (x *extractor) optionKey(n *node, c *ctx) val {
	v := x.eval(n, c)
	if v.kind == vOption {
		return val{kind: vStr, pieces: []piece{{text: v.name, f: c.f, start: n.start, end: n.end}}, f: c.f, at: span(n)}
	}
	return v
}

// optionValue evaluates a value given to a ConfigOption or an option: a
// Duration as Flink's text, an enum member by its name.
func (x *extractor) optionValue(n *node, c *ctx) val {
	v := x.eval(n, c)
	switch v.kind {
	case vDur:
		return val{kind: vStr, pieces: []piece{{text: v.num, f: c.f, start: n.start, end: n.end}}, f: c.f, at: span(n)}
	case vEnum:
		return val{kind: vStr, pieces: []piece{{text: v.name, f: c.f, start: n.start, end: n.end}}, f: c.f, at: span(n)}
	}
	return v
}

// method finds the method a call without a receiver (or on this, or on a
// class name) runs: one of the current class or its enclosing classes, or
// a static method of a named class. Overloads are told apart by arity
// only; an ambiguous one is not followed.
func (x *extractor) method(obj *node, name string, arity int, c *ctx) (*node, *class) {
	pick := func(cl *class) *node {
		var found *node
		for _, m := range cl.methods[name] {
			if len(params(m)) == arity || cl.f.scala && arity == 0 && m.child("parameters") == nil {
				if found != nil {
					return nil
				}
				found = m
			}
		}
		return found
	}
	switch {
	case obj == nil || kindOf(obj) == "this":
		for cl := c.cls; cl != nil; cl = c.f.classOf(cl.decl.parent) {
			if m := pick(cl); m != nil {
				return m, cl
			}
			if len(cl.methods[name]) > 0 {
				return nil, nil
			}
		}
	case kindOf(obj) == "identifier" || kindOf(obj) == "field_access":
		t := c.f.text(obj)
		if t == "" || t[0] < 'A' || t[0] > 'Z' {
			if i := strings.LastIndexByte(t, '.'); i < 0 || t[i+1] < 'A' || t[i+1] > 'Z' {
				return nil, nil
			}
		}
		if c.sc != nil {
			if _, local := c.sc.vars[t]; local {
				return nil, nil
			}
		}
		cl := x.classNamed(c.f, t)
		if cl == nil && strings.Contains(t, ".") {
			cl = x.classByQualified(c.f, t)
		}
		if cl != nil {
			if m := pick(cl); m != nil {
				return m, cl
			}
		}
	}
	return nil, nil
}

// invoke runs method m of class mc with its parameters bound to the
// arguments as evaluated in c, and returns what it returns. record is set
// when the API calls it makes are recorded (the call is in the main file).
func (x *extractor) invoke(m *node, mc *class, as []*node, c *ctx, site *node, record bool) val {
	if c.depth >= maxDepth || x.active[m] > 0 {
		return unknown(c.f, site)
	}
	sc := newScope()
	ps := params(m)
	for i, p := range ps {
		name := mc.f.text(p.child("name"))
		if i < len(as) {
			v := x.eval(as[i], c)
			sc.vars[name] = v
			if k := x.exprKind(as[i], c); k != "" {
				sc.kinds[name] = k
			}
		} else {
			sc.vars[name] = unknown(mc.f, p)
		}
		if k := typeKind(mc.f.text(p.child("type"))); k != "" {
			sc.kinds[name] = k
		}
	}
	via := c.via
	if via == (pyparse.Span{}) && c.f == x.main {
		via = span(site)
	}
	nc := &ctx{f: mc.f, cls: mc, sc: sc, depth: c.depth + 1, record: record && mc.f == x.main, via: via}
	x.active[m]++
	defer func() { x.active[m]-- }()
	body := m.child("body")
	if mc.f.scala {
		return x.execScalaBody(body, nc)
	}
	ret, _ := x.exec(body, nc)
	return ret
}
