package pyparse

import (
	"bytes"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/flinklint/flinklint/internal/slashpath"
)

// virtualRoot stands for the directory of the Python file while paths are
// evaluated; deep enough that dirname() chains stay below it.
const virtualRoot = "/\x00here/1/2/3/4/5/6/7/8"

func virtualFile(p string) string {
	return virtualRoot + "/" + path.Base(strings.ReplaceAll(p, "\\", "/"))
}

// FileRelative reports whether the evaluated string p is a path built from
// __file__ (os.path.dirname(__file__), Path(__file__).parent / ...) and, if
// so, returns it relative to the Python file's directory. Other strings come
// back unchanged with false.
func FileRelative(p string) (string, bool) {
	if !strings.HasPrefix(p, "/\x00here") {
		return p, false
	}
	return relPath(p), true
}

// relPath turns an evaluated path into a FileRef path: relative to the
// Python file's directory, or absolute when written so.
func relPath(p string) string {
	if !strings.HasPrefix(p, "/\x00here") {
		if strings.HasPrefix(p, "/") {
			return path.Clean(p)
		}
		return path.Clean(p)
	}
	root := strings.Split(virtualRoot, "/")
	parts := strings.Split(path.Clean(p), "/")
	common := 0
	for common < len(root) && common < len(parts) && root[common] == parts[common] {
		common++
	}
	var out []string
	for i := common; i < len(root); i++ {
		out = append(out, "..")
	}
	out = append(out, parts[common:]...)
	if len(out) == 0 {
		return "."
	}
	return strings.Join(out, "/")
}

func pathJoin(a, b string) string {
	if strings.HasPrefix(b, "/") || a == "" {
		return b
	}
	return path.Join(a, b)
}

// pyDirname is os.path.dirname.
func pyDirname(p string) string {
	i := strings.LastIndex(p, "/")
	if i < 0 {
		return ""
	}
	d := strings.TrimRight(p[:i+1], "/")
	if d == "" {
		return "/"
	}
	return d
}

func (e *evaluator) pathVal(p string, n *syntaxNode, c *ctx) *val {
	return strVal(mappedStr(p, c.f, n.start, n.end), n, c)
}

// knownStr returns the single fully known string value of n.
func (e *evaluator) knownStr(n *syntaxNode, c *ctx) (string, bool) {
	if n == nil {
		return "", false
	}
	vs := e.evalValue(n, c)
	if len(vs) != 1 || vs[0].kind != kStr || !vs[0].s.known() {
		return "", false
	}
	return string(vs[0].s.b), true
}

// calleeName returns the dotted name of a call's function as written, e.g.
// "os.path.join", and its last component.
func (e *evaluator) calleeName(fn *syntaxNode, f *file) (dotted, last string) {
	if fn == nil {
		return "", ""
	}
	switch kindOf(fn) {
	case "identifier":
		t := textOf(fn, f)
		return t, t
	case "attribute":
		attr := fieldOf(fn, "attribute")
		obj := fieldOf(fn, "object")
		if attr == nil {
			return "", ""
		}
		last = textOf(attr, f)
		if obj != nil && (kindOf(obj) == "identifier" || kindOf(obj) == "attribute") {
			od, _ := e.calleeName(obj, f)
			if od != "" {
				return od + "." + last, last
			}
		}
		return "", last
	}
	return "", ""
}

// importedAs returns the module a name was imported from ("textwrap" for
// `from textwrap import dedent`), or "".
func (e *evaluator) importedAs(name string, at *syntaxNode, c *ctx) (mod, orig string) {
	for _, b := range e.resolveName(name, at, c) {
		switch b.kind {
		case bImport:
			return b.mod, b.name
		case bModule:
			return b.mod, ""
		}
	}
	return "", ""
}

// evalCall evaluates a call: string methods, formatting, path helpers, file
// reads and helper functions of this or an imported module.
func (e *evaluator) evalCall(n *syntaxNode, c *ctx) []*val {
	fn := fieldOf(n, "function")
	args := fieldOf(n, "arguments")
	if fn == nil || args == nil {
		return []*val{unknownVal(n, c)}
	}
	var pos []*syntaxNode
	var kw map[string]*syntaxNode
	switch kindOf(args) {
	case "argument_list":
		pos, kw = e.splitArgs(args, c.f)
	case "generator_expression":
		// f(x for x in xs): the generator is the one argument.
		pos, kw = []*syntaxNode{args}, map[string]*syntaxNode{}
	default:
		return []*val{unknownVal(n, c)}
	}
	dotted, last := e.calleeName(fn, c.f)
	if kindOf(fn) == "attribute" {
		obj := fieldOf(fn, "object")
		if vs := e.evalMethod(n, obj, last, dotted, pos, kw, c); vs != nil {
			return vs
		}
		if vs := e.dictMethod(n, obj, last, pos, c); vs != nil {
			return vs
		}
		// obj.method(...) of an object made here, or self.helper(...)
		if inst := e.instanceOf(obj, c); inst != nil {
			if vs := e.callMethod(inst, last, n, c); vs != nil {
				return vs
			}
		}
		// module.func(...) of an imported module
		if obj != nil && kindOf(obj) == "identifier" {
			oname := textOf(obj, c.f)
			if oname == "self" || oname == "cls" {
				if cls, cc := e.enclosingClass(obj, c); cls != nil {
					if def := e.methodOf(cls, last, cc.f); def != nil {
						return e.callFunction(def, e.moduleCtx(cc), n, c, true)
					}
				}
			} else {
				for _, b := range e.resolveName(oname, obj, c) {
					switch b.kind {
					case bModule:
						if ff, fc := e.loadModule(b.mod, n, c); ff != nil {
							if def, dc := e.findDef(ff, fc, last, "function_definition"); def != nil {
								return e.callFunction(def, dc, n, c, false)
							}
						}
					case bImport:
						if ff, fc := e.loadModule(b.mod+"."+b.name, n, c); ff != nil {
							if def, dc := e.findDef(ff, fc, last, "function_definition"); def != nil {
								return e.callFunction(def, dc, n, c, false)
							}
						}
					case bDef:
						if kindOf(b.node) == "class_definition" {
							if def := e.methodOf(b.node, last, b.c.f); def != nil {
								return e.callFunction(def, e.moduleCtx(b.c), n, c, false)
							}
						}
					}
				}
			}
		}
		return e.unknownCall(n, fieldOf(fn, "object"), pos, kw, c)
	}
	if kindOf(fn) != "identifier" {
		return e.unknownCall(n, nil, pos, kw, c)
	}
	if vs := e.evalBuiltin(n, last, pos, kw, c); vs != nil {
		return vs
	}
	for _, b := range e.resolveName(last, fn, c) {
		switch b.kind {
		case bDef:
			if kindOf(b.node) == "function_definition" {
				return e.callFunction(b.node, b.c, n, c, false)
			}
		case bImport:
			switch b.mod {
			case "textwrap", "os.path", "posixpath", "pathlib", "inspect", "pkgutil", "os", "importlib.resources":
				if vs := e.evalStdlib(n, b.mod+"."+b.name, pos, c); vs != nil {
					return vs
				}
				return []*val{unknownVal(n, c)}
			}
			if ff, fc := e.loadModule(b.mod, n, c); ff != nil {
				if def, dc := e.findDef(ff, fc, b.name, "function_definition"); def != nil {
					return e.callFunction(def, dc, n, c, false)
				}
			}
		}
	}
	return e.unknownCall(n, nil, pos, kw, c)
}

// methodOf finds a method definition in a class body.
func (e *evaluator) methodOf(cls *syntaxNode, name string, f *file) *syntaxNode {
	body := fieldOf(cls, "body")
	for _, st := range e.statements(body, f) {
		if kindOf(st) == "decorated_definition" {
			st = fieldOf(st, "definition")
		}
		if st != nil && kindOf(st) == "function_definition" {
			if nm := fieldOf(st, "name"); nm != nil && textOf(nm, f) == name {
				return st
			}
		}
	}
	return nil
}

// evalBuiltin handles calls of builtins and of names that are conventionally
// imported from the standard library.
func (e *evaluator) evalBuiltin(n *syntaxNode, name string, pos []*syntaxNode, kw map[string]*syntaxNode, c *ctx) []*val {
	switch name {
	case "dict":
		if b := e.resolveName(name, fieldOf(n, "function"), c); len(b) == 1 && b[0].kind == bUnknown {
			return []*val{e.dictCall(n, c)}
		}
	case "str":
		if len(pos) == 1 && pos[0] != nil {
			var out []*val
			for _, v := range e.evalValue(pos[0], c) {
				switch v.kind {
				case kStr:
					out = append(out, v)
				case kNum, kBool, kNone:
					out = append(out, strVal(v.s, n, c))
				default:
					out = append(out, unknownVal(n, c))
				}
			}
			return out
		}
	case "int":
		if len(pos) == 1 && pos[0] != nil {
			vs := e.evalValue(pos[0], c)
			if len(vs) == 1 && (vs[0].kind == kNum || vs[0].kind == kStr && vs[0].s.known()) {
				t := vs[0].text
				if vs[0].kind == kStr {
					t = strings.TrimSpace(string(vs[0].s.b))
				}
				if v, err := strconv.ParseInt(t, 10, 64); err == nil {
					t = strconv.FormatInt(v, 10)
					return []*val{{kind: kNum, text: t, s: mappedStr(t, c.f, n.start, n.end), node: n, c: c}}
				}
			}
		}
	case "open":
		if len(pos) >= 1 && pos[0] != nil {
			e.noteFileRead(pos[0], c)
		} else if p, ok := kw["file"]; ok {
			e.noteFileRead(p, c)
		}
		return []*val{unknownVal(n, c)}
	case "dedent", "cleandoc", "Path", "PurePath", "PosixPath", "join", "dirname", "abspath", "realpath", "normpath", "get_data":
		mod, orig := e.importedAs(name, fieldOf(n, "function"), c)
		if orig == "" {
			orig = name
		}
		if mod != "" {
			return e.evalStdlib(n, mod+"."+orig, pos, c)
		}
	}
	return nil
}

// evalStdlib handles textwrap, os.path, pathlib and pkgutil functions by
// their qualified name.
func (e *evaluator) evalStdlib(n *syntaxNode, qual string, pos []*syntaxNode, c *ctx) []*val {
	arg := func(i int) *syntaxNode {
		if i < len(pos) {
			return pos[i]
		}
		return nil
	}
	switch qual {
	case "textwrap.dedent", "inspect.cleandoc":
		if arg(0) == nil {
			return nil
		}
		var out []*val
		for _, s := range e.evalStrs(arg(0), c) {
			d := dedent(s)
			if qual == "inspect.cleandoc" {
				d = stripChars(d, " \t\n\r\x0b\x0c", true, true)
			}
			out = append(out, strVal(d, n, c))
		}
		return out
	case "os.path.join", "posixpath.join":
		return e.mapPaths(n, pos, c, func(ps []string) string {
			p := ""
			for _, s := range ps {
				p = pathJoin(p, s)
			}
			return p
		})
	case "os.path.dirname", "posixpath.dirname":
		if arg(0) != nil {
			return e.mapPaths(n, pos[:1], c, func(ps []string) string { return pyDirname(ps[0]) })
		}
	case "os.path.abspath", "os.path.realpath", "os.path.normpath", "posixpath.abspath", "posixpath.realpath", "posixpath.normpath", "os.fspath":
		if arg(0) != nil {
			return e.mapPaths(n, pos[:1], c, func(ps []string) string { return ps[0] })
		}
	case "pathlib.Path", "pathlib.PurePath", "pathlib.PosixPath":
		return e.mapPaths(n, pos, c, func(ps []string) string {
			p := ""
			for _, s := range ps {
				p = pathJoin(p, s)
			}
			if p == "" {
				p = "."
			}
			return p
		})
	case "pkgutil.get_data":
		if arg(1) != nil {
			e.noteFileRead(arg(1), c)
		}
		return []*val{unknownVal(n, c)}
	case "importlib.resources.files":
		if dir, ok := e.packageDir(arg(0), c); ok {
			return []*val{e.pathVal(dir, n, c)}
		}
		return []*val{unknownVal(n, c)}
	case "importlib.resources.read_text":
		// The legacy read_text(package, resource).
		if dir, ok := e.packageDir(arg(0), c); ok && arg(1) != nil {
			if name, ok := e.knownStr(arg(1), c); ok {
				e.noteFile(pathJoin(dir, name), arg(1), c)
			}
		}
		return []*val{unknownVal(n, c)}
	}
	return nil
}

// packageDir is the directory of the package a resource call names, as a
// path evaluated from this file's directory: __package__ / __name__ (this
// file's own), or a package of the repository the Resolver finds.
func (e *evaluator) packageDir(n *syntaxNode, c *ctx) (string, bool) {
	if n == nil {
		return "", false
	}
	if kindOf(n) == "identifier" {
		if t := textOf(n, c.f); t == "__package__" || t == "__name__" {
			return pyDirname(virtualFile(c.f.path)), true
		}
	}
	pkg, ok := e.knownStr(n, c)
	if !ok || e.resolver == nil || e.main == nil {
		return "", false
	}
	p, _, ok := e.resolver(c.f.path, pkg)
	if !ok {
		return "", false
	}
	// Evaluated paths stand relative to the directory of the file being
	// evaluated (noteFile), which is not the main file's in a helper.
	rel := slashpath.Rel(pyDirname(c.f.path), path.Dir(p))
	return pathJoin(pyDirname(virtualFile(c.f.path)), rel), true
}

// unknownCall is the value of a call the evaluator does not model. Its
// receiver and arguments are still evaluated when the file names a SQL
// file, since what they read is read by the job:
// `Template(f.read()).substitute(...)`, `re.sub(pattern, "", raw)`.
func (e *evaluator) unknownCall(n, obj *syntaxNode, pos []*syntaxNode, kw map[string]*syntaxNode, c *ctx) []*val {
	if e.followReads {
		if obj != nil {
			e.evalValue(obj, c)
		}
		for _, a := range pos {
			if a != nil {
				e.evalValue(a, c)
			}
		}
		names := make([]string, 0, len(kw))
		for k := range kw {
			names = append(names, k)
		}
		sort.Strings(names)
		for _, k := range names {
			e.evalValue(kw[k], c)
		}
	}
	return []*val{unknownVal(n, c)}
}

// mapPaths evaluates every argument to its known string candidates and
// applies fn to each combination (bounded); any unknown argument gives an
// unknown value.
func (e *evaluator) mapPaths(n *syntaxNode, args []*syntaxNode, c *ctx, fn func([]string) string) []*val {
	combos := [][]string{nil}
	for _, a := range args {
		if a == nil {
			return []*val{unknownVal(n, c)}
		}
		var next [][]string
		for _, v := range e.evalValue(a, c) {
			if v.kind != kStr || !v.s.known() {
				return []*val{unknownVal(n, c)}
			}
			for _, cb := range combos {
				if len(next) >= maxVariants {
					break
				}
				next = append(next, append(append([]string{}, cb...), string(v.s.b)))
			}
		}
		combos = next
	}
	var out []*val
	for _, cb := range combos {
		out = append(out, e.pathVal(fn(cb), n, c))
	}
	return out
}

// noteFileRead records that the job reads the file at path expression p.
func (e *evaluator) noteFileRead(p *syntaxNode, c *ctx) {
	if p == nil {
		return
	}
	for _, v := range e.evalValue(p, c) {
		if v.kind == kStr && v.s.known() {
			e.noteFile(string(v.s.b), p, c)
		}
	}
}

// noteFile records one file path read by the job.
func (e *evaluator) noteFile(s string, p *syntaxNode, c *ctx) {
	sp := spanOf(p)
	if c.f != e.main {
		sp = c.anchor
		if !strings.HasPrefix(s, "/") || strings.HasPrefix(s, "/\x00here") {
			// Relative to the imported module's directory (a path built
			// from its own __file__ too); make it relative to ours.
			s = path.Join(pyDirname(strings.ReplaceAll(c.f.path, "\\", "/")), relPath(s))
			if !strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "../") && e.main != nil {
				s = slashpath.Rel(pyDirname(e.main.path), s)
			}
		}
	}
	e.filesRead = append(e.filesRead, FileRef{Span: sp, Path: relPath(s), Fills: e.fillsOf(c.f)})
}

// evalMethod handles str methods and path methods on a receiver obj.
// It returns nil when the method is not one of those.
func (e *evaluator) evalMethod(n, obj *syntaxNode, meth, dotted string, pos []*syntaxNode, kw map[string]*syntaxNode, c *ctx) []*val {
	if strings.HasPrefix(dotted, "os.path.") || strings.HasPrefix(dotted, "textwrap.") || strings.HasPrefix(dotted, "pathlib.") ||
		strings.HasPrefix(dotted, "inspect.") || strings.HasPrefix(dotted, "pkgutil.") || dotted == "os.fspath" || strings.HasPrefix(dotted, "posixpath.") ||
		strings.HasPrefix(dotted, "importlib.resources.") {
		return e.evalStdlib(n, dotted, pos, c)
	}
	if obj != nil && kindOf(obj) == "identifier" {
		// from importlib import resources; resources.files(...)
		if mod, orig := e.importedAs(textOf(obj, c.f), obj, c); mod == "importlib" && orig == "resources" {
			return e.evalStdlib(n, "importlib.resources."+meth, pos, c)
		}
	}
	switch meth {
	case "format", "strip", "lstrip", "rstrip", "replace", "join", "upper", "lower", "decode", "encode",
		"split", "rsplit", "splitlines", "removeprefix", "removesuffix", "format_map":
	case "read", "read_text", "read_bytes":
		if obj == nil {
			return nil
		}
		if meth != "read" {
			e.noteFileRead(obj, c)
			return []*val{unknownVal(n, c)}
		}
		// f.read() where f = open(p) (directly or through a name)
		e.evalValue(obj, c)
		return []*val{unknownVal(n, c)}
	case "joinpath", "with_name", "resolve", "absolute", "as_posix", "expanduser":
		if obj == nil {
			return nil
		}
		all := append([]*syntaxNode{obj}, pos...)
		switch meth {
		case "joinpath":
			return e.mapPaths(n, all, c, func(ps []string) string {
				p := ""
				for _, s := range ps {
					p = pathJoin(p, s)
				}
				return p
			})
		case "with_name":
			if len(pos) != 1 {
				return []*val{unknownVal(n, c)}
			}
			return e.mapPaths(n, all, c, func(ps []string) string { return pathJoin(pyDirname(ps[0]), ps[1]) })
		}
		return e.mapPaths(n, all[:1], c, func(ps []string) string { return ps[0] })
	default:
		return nil
	}
	if obj == nil {
		return nil
	}
	recv := e.evalValue(obj, c)
	var out []*val
	for _, r := range recv {
		if r.kind != kStr {
			if meth == "decode" || meth == "encode" {
				out = append(out, unknownVal(n, c))
				continue
			}
			return nil // not a string method after all
		}
		out = append(out, e.strMethod(n, r.s, meth, pos, kw, c)...)
		if len(out) >= maxVariants {
			break
		}
	}
	return out
}

// strMethod applies a str method to a known receiver s.
func (e *evaluator) strMethod(n *syntaxNode, s *strv, meth string, pos []*syntaxNode, kw map[string]*syntaxNode, c *ctx) []*val {
	arg := func(i int) *syntaxNode {
		if i < len(pos) {
			return pos[i]
		}
		return nil
	}
	unknown := []*val{unknownVal(n, c)}
	switch meth {
	case "decode", "encode":
		return []*val{strVal(s, n, c)}
	case "strip", "lstrip", "rstrip":
		chars := " \t\n\r\x0b\x0c"
		if a := arg(0); a != nil && kindOf(a) != "none" {
			cs, ok := e.knownStr(a, c)
			if !ok {
				return unknown
			}
			chars = cs
		}
		return []*val{strVal(stripChars(s, chars, meth != "rstrip", meth != "lstrip"), n, c)}
	case "upper", "lower":
		for _, b := range s.b {
			if b >= 0x80 {
				return []*val{strVal(remapAll(&strv{b: caseMap(s.b, meth == "upper"), segs: s.segs}, c.f, n.start, n.end), n, c)}
			}
		}
		// Byte positions are kept but the bytes differ: no longer verbatim.
		r := &strv{b: caseMap(s.b, meth == "upper"), segs: append([]seg(nil), s.segs...)}
		for i := range r.segs {
			r.segs[i].verbatim = false
		}
		return []*val{strVal(r, n, c)}
	case "removeprefix", "removesuffix":
		a, ok := e.knownStr(arg(0), c)
		if !ok {
			return unknown
		}
		if meth == "removeprefix" && bytes.HasPrefix(s.b, []byte(a)) {
			return []*val{strVal(s.sub(len(a), len(s.b)), n, c)}
		}
		if meth == "removesuffix" && bytes.HasSuffix(s.b, []byte(a)) {
			return []*val{strVal(s.sub(0, len(s.b)-len(a)), n, c)}
		}
		return []*val{strVal(s, n, c)}
	case "replace":
		if arg(0) == nil || arg(1) == nil {
			return unknown
		}
		old, ok := e.knownStr(arg(0), c)
		if !ok || old == "" {
			return unknown
		}
		news := e.evalStrs(arg(1), c)
		limit := -1
		if a := arg(2); a != nil {
			vs := e.evalValue(a, c)
			if len(vs) != 1 || vs[0].kind != kNum {
				return unknown
			}
			limit, _ = strconv.Atoi(vs[0].text)
		}
		var out []*val
		for _, nw := range news {
			r := &strv{}
			i, done := 0, 0
			for {
				j := bytes.Index(s.b[i:], []byte(old))
				if j < 0 || limit >= 0 && done >= limit {
					break
				}
				r.appendSub(s, i, i+j)
				r.appendStr(nw)
				i += j + len(old)
				done++
			}
			r.appendSub(s, i, len(s.b))
			out = append(out, strVal(r, n, c))
		}
		return out
	case "join":
		if arg(0) == nil {
			return unknown
		}
		elems := e.iterElems(arg(0), c)
		if len(elems) == 0 {
			return unknown
		}
		if len(elems) == 1 && elems[0].kind == kUnknown {
			return []*val{strVal(holeStr(c.f, n.start, n.end), n, c)}
		}
		r := &strv{}
		for i, el := range elems {
			if i > 0 {
				r.appendStr(s)
			}
			r.appendStr(e.asStr(el, arg(0), c))
		}
		return []*val{strVal(r, n, c)}
	case "split", "rsplit", "splitlines":
		sep := "\n"
		if meth != "splitlines" {
			a := arg(0)
			if a == nil {
				a = kw["sep"]
			}
			if a == nil {
				return unknown
			}
			v, ok := e.knownStr(a, c)
			if !ok || v == "" {
				return unknown
			}
			sep = v
		}
		if len(pos) > 1 || kw["maxsplit"] != nil {
			return unknown
		}
		list := &val{kind: kList, node: n, c: c}
		i := 0
		for {
			j := bytes.Index(s.b[i:], []byte(sep))
			if j < 0 {
				break
			}
			list.elems = append(list.elems, strVal(s.sub(i, i+j), n, c))
			i += j + len(sep)
		}
		list.elems = append(list.elems, strVal(s.sub(i, len(s.b)), n, c))
		return []*val{list}
	case "format", "format_map":
		if meth == "format_map" {
			return unknown
		}
		return e.format(n, s, pos, kw, c)
	}
	return unknown
}

func caseMap(b []byte, upper bool) []byte {
	out := make([]byte, len(b))
	for i, x := range b {
		switch {
		case upper && 'a' <= x && x <= 'z':
			x -= 32
		case !upper && 'A' <= x && x <= 'Z':
			x += 32
		}
		out[i] = x
	}
	return out
}

// stripChars is str.strip / lstrip / rstrip.
func stripChars(s *strv, chars string, left, right bool) *strv {
	a, b := 0, len(s.b)
	if left {
		for a < b && strings.IndexByte(chars, s.b[a]) >= 0 && s.b[a] < 0x80 {
			a++
		}
	}
	if right {
		for b > a && strings.IndexByte(chars, s.b[b-1]) >= 0 && s.b[b-1] < 0x80 {
			b--
		}
	}
	return s.sub(a, b)
}

// dedent is textwrap.dedent with the offset map kept.
func dedent(s *strv) *strv {
	type line struct{ a, b int } // [a,b) without the newline
	var lines []line
	for i := 0; i <= len(s.b); {
		j := bytes.IndexByte(s.b[i:], '\n')
		if j < 0 {
			lines = append(lines, line{i, len(s.b)})
			break
		}
		lines = append(lines, line{i, i + j})
		i += j + 1
		if i == len(s.b) {
			lines = append(lines, line{i, i})
			break
		}
	}
	blank := func(l line) bool {
		for _, c := range s.b[l.a:l.b] {
			if c != ' ' && c != '\t' {
				return false
			}
		}
		return true
	}
	var margin []byte
	first := true
	for _, l := range lines {
		if blank(l) {
			continue
		}
		k := l.a
		for k < l.b && (s.b[k] == ' ' || s.b[k] == '\t') {
			k++
		}
		indent := s.b[l.a:k]
		if first {
			margin = indent
			first = false
			continue
		}
		m := 0
		for m < len(margin) && m < len(indent) && margin[m] == indent[m] {
			m++
		}
		margin = margin[:m]
	}
	r := &strv{}
	for i, l := range lines {
		if !blank(l) {
			r.appendSub(s, l.a+len(margin), l.b)
		}
		if i < len(lines)-1 || l.b < len(s.b) {
			r.appendSub(s, l.b, l.b+1) // the newline
		}
	}
	return r
}

// format implements str.format with positional and keyword arguments.
func (e *evaluator) format(n *syntaxNode, t *strv, pos []*syntaxNode, kw map[string]*syntaxNode, c *ctx) []*val {
	results := []*strv{{}}
	auto := 0
	b := t.b
	run := 0
	for i := 0; i < len(b); {
		ch := b[i]
		if (ch == '{' || ch == '}') && i+1 < len(b) && b[i+1] == ch {
			for _, r := range results {
				r.appendSub(t, run, i+1)
			}
			i += 2
			run = i
			continue
		}
		if ch != '{' {
			i++
			continue
		}
		j := bytes.IndexByte(b[i:], '}')
		if j < 0 {
			break
		}
		field := string(b[i+1 : i+j])
		for _, r := range results {
			r.appendSub(t, run, i)
		}
		fieldStr := t.sub(i, i+j+1)
		name, conv, spec := splitField(field)
		var argNode *syntaxNode
		switch {
		case name == "":
			if auto < len(pos) {
				argNode = pos[auto]
			}
			auto++
		case isDigits(name):
			k, _ := strconv.Atoi(name)
			if k < len(pos) {
				argNode = pos[k]
			}
		default:
			argNode = kw[name]
		}
		var vals []*strv
		if argNode == nil {
			vals = []*strv{holeLike(fieldStr, c)}
		} else {
			for _, v := range e.evalValue(argNode, c) {
				switch {
				case v.kind == kStr && conv == "" && spec == "":
					vals = append(vals, v.s)
				default:
					text, ok := v.render(conv, spec)
					if !ok || v.kind == kStr && !v.s.known() {
						vals = append(vals, holeLike(fieldStr, c))
					} else {
						vals = append(vals, remapLike(text, fieldStr, c))
					}
				}
			}
		}
		results = product(results, vals)
		i += j + 1
		run = i
	}
	for _, r := range results {
		r.appendSub(t, run, len(b))
	}
	return strVals(results, n, c)
}

func splitField(f string) (name, conv, spec string) {
	if k := strings.IndexByte(f, ':'); k >= 0 {
		f, spec = f[:k], f[k+1:]
	}
	if k := strings.IndexByte(f, '!'); k >= 0 {
		f, conv = f[:k], f[k:]
	}
	return strings.TrimSpace(f), conv, spec
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// pyRange returns the Python range covered by s when it lies in one file.
func pyRange(s *strv) (*file, int, int, bool) {
	if len(s.segs) == 0 {
		return nil, 0, 0, false
	}
	f := s.segs[0].f
	p0, p1 := s.segs[0].p0, s.segs[0].p1
	for _, g := range s.segs[1:] {
		if g.f != f {
			return nil, 0, 0, false
		}
		p0, p1 = min(p0, g.p0), max(p1, g.p1)
	}
	return f, p0, p1, true
}

// holeLike is a hole standing where the text s came from.
func holeLike(s *strv, c *ctx) *strv {
	if f, p0, p1, ok := pyRange(s); ok {
		return holeStr(f, p0, p1)
	}
	return holeStr(c.f, 0, 0)
}

// remapLike is text standing where s came from.
func remapLike(text string, s *strv, c *ctx) *strv {
	if f, p0, p1, ok := pyRange(s); ok {
		return mappedStr(text, f, p0, p1)
	}
	return mappedStr(text, c.f, 0, 0)
}

// evalPercent implements printf-style `template % args`.
func (e *evaluator) evalPercent(n, left, right *syntaxNode, c *ctx) []*val {
	tv := e.evalValue(left, c)
	var args []*syntaxNode
	var argVals []*val
	var dict *val
	rv := e.evalValue(right, c)
	if len(rv) == 1 && rv[0].kind == kDict {
		dict = rv[0]
	} else if kindOf(right) == "tuple" || kindOf(right) == "parenthesized_expression" && kindOf(namedAt(right, 0)) == "tuple" {
		t := right
		if kindOf(t) == "parenthesized_expression" {
			t = namedAt(t, 0)
		}
		cnt := nnamed(t)
		for i := 0; i < cnt; i++ {
			args = append(args, namedAt(t, i))
		}
	} else if len(rv) == 1 && rv[0].kind == kList && kindOf(right) != "list" {
		argVals = rv[0].elems
	} else {
		args = []*syntaxNode{right}
	}
	var out []*val
	for _, t := range tv {
		if t.kind != kStr {
			if t.kind == kNum {
				return []*val{unknownVal(n, c)}
			}
			out = append(out, unknownVal(n, c))
			continue
		}
		out = append(out, strVal(e.percent(t.s, args, argVals, dict, c), n, c))
	}
	return out
}

func (e *evaluator) percent(t *strv, args []*syntaxNode, argVals []*val, dict *val, c *ctx) *strv {
	r := &strv{}
	b := t.b
	run, k := 0, 0
	next := func() *val {
		defer func() { k++ }()
		if k < len(args) {
			return e.evalValue(args[k], c)[0]
		}
		if k < len(argVals) {
			return argVals[k]
		}
		return nil
	}
	for i := 0; i < len(b); {
		if b[i] != '%' {
			i++
			continue
		}
		r.appendSub(t, run, i)
		if i+1 < len(b) && b[i+1] == '%' {
			r.appendSub(t, i+1, i+2)
			i += 2
			run = i
			continue
		}
		j := i + 1
		key := ""
		if j < len(b) && b[j] == '(' {
			if k2 := bytes.IndexByte(b[j:], ')'); k2 > 0 {
				key = string(b[j+1 : j+k2])
				j += k2 + 1
			}
		}
		specStart := j
		for j < len(b) && strings.IndexByte("#0- +123456789.", b[j]) >= 0 {
			j++
		}
		if j >= len(b) {
			r.appendSub(t, i, len(b))
			return r
		}
		conv := b[j]
		flags := string(b[specStart:j])
		if conv >= utf8.RuneSelf {
			// Not a conversion Python knows; take the whole character so a
			// hole's bytes are never split (found by FuzzEvaluate).
			_, size := utf8.DecodeRune(b[j:])
			j += size - 1
		}
		j++
		field := t.sub(i, j)
		var v *val
		if key != "" && dict != nil {
			for ki, kv := range dict.keys {
				if kv.kind == kStr && string(kv.s.b) == key {
					v = dict.elems[ki]
				}
			}
		} else if key == "" {
			v = next()
		}
		switch {
		case v == nil:
			r.appendStr(holeLike(field, c))
		case (conv == 's' || conv == 'r') && v.kind == kStr && flags == "" && conv == 's':
			r.appendStr(v.s)
		case conv == 's' || conv == 'r' || conv == 'd' || conv == 'i':
			cv := ""
			if conv == 'r' {
				cv = "!r"
			}
			spec := ""
			if flags != "" {
				if strings.HasPrefix(flags, "-") {
					spec = "<" + flags[1:]
				} else {
					spec = ">" + flags
				}
			}
			text, ok := v.render(cv, spec)
			if !ok || (conv == 'd' || conv == 'i') && v.kind != kNum || v.kind == kStr && !v.s.known() {
				r.appendStr(holeLike(field, c))
			} else {
				r.appendStr(remapLike(text, field, c))
			}
		default:
			r.appendStr(holeLike(field, c))
		}
		i = j
		run = i
	}
	r.appendSub(t, run, len(b))
	return r
}

// callFunction evaluates a helper function's return value with its
// parameters bound to the call's arguments and defaults.
func (e *evaluator) callFunction(def *syntaxNode, defCtx *ctx, call *syntaxNode, callCtx *ctx, isMethod bool) []*val {
	return e.invoke(def, defCtx, call, callCtx, isMethod, callCtx.self)
}

// invoke evaluates what def returns when call calls it, with self (for a
// method) bound to the object it is called on.
func (e *evaluator) invoke(def *syntaxNode, defCtx *ctx, call *syntaxNode, callCtx *ctx, isMethod bool, self *instance) []*val {
	if callCtx.depth >= maxCallDepth || !e.step() {
		why := e.stepLimit()
		if callCtx.depth >= maxCallDepth {
			why = fmt.Sprintf("helper functions calling each other more than %d deep", maxCallDepth)
		}
		e.noteLimit(e.anchorFor(call, callCtx), why)
		return []*val{unknownVal(call, callCtx)}
	}
	nc := e.bindCallArgs(def, defCtx, call, callCtx, isMethod)
	if isMethod {
		nc.self = self
	}
	var out []*val
	for _, r := range e.returnsOf(def, defCtx.f) {
		out = append(out, e.evalValue(r, nc)...)
		if len(out) >= maxVariants {
			break
		}
	}
	if len(out) == 0 {
		return []*val{unknownVal(call, callCtx)}
	}
	return out
}

// returnsOf lists the returned expressions of a function (not of nested
// functions).
func (e *evaluator) returnsOf(def *syntaxNode, f *file) []*syntaxNode {
	var out []*syntaxNode
	var walk func(block *syntaxNode, depth int)
	walk = func(block *syntaxNode, depth int) {
		if depth > 20 {
			return
		}
		for _, st := range e.statements(block, f) {
			switch kindOf(st) {
			case "block":
				walk(st, depth+1)
			case "return_statement":
				if v := namedAt(st, 0); v != nil {
					out = append(out, v)
				}
			case "if_statement", "for_statement", "while_statement", "with_statement", "try_statement",
				"elif_clause", "else_clause", "except_clause", "finally_clause", "match_statement", "case_clause":
				cnt := nnamed(st)
				for i := 0; i < cnt; i++ {
					ch := namedAt(st, i)
					switch kindOf(ch) {
					case "block":
						walk(ch, depth+1)
					case "elif_clause", "else_clause", "except_clause", "finally_clause", "case_clause":
						walk(ch, depth+1)
					}
				}
			}
		}
	}
	walk(fieldOf(def, "body"), 0)
	return out
}

// functionDef resolves the callee of call to a function definition.
func (e *evaluator) functionDef(fn, call *syntaxNode, c *ctx) (*syntaxNode, *ctx) {
	if kindOf(fn) != "identifier" {
		return nil, nil
	}
	for _, b := range e.resolveName(textOf(fn, c.f), fn, c) {
		switch b.kind {
		case bDef:
			if kindOf(b.node) == "function_definition" {
				return b.node, b.c
			}
		case bImport:
			if ff, fc := e.loadModule(b.mod, call, c); ff != nil {
				if def, dc := e.findDef(ff, fc, b.name, "function_definition"); def != nil {
					return def, dc
				}
			}
		}
	}
	return nil, nil
}

// bindCall returns the context of def called by call (parameters bound).
func (e *evaluator) bindCall(def *syntaxNode, defCtx *ctx, call *syntaxNode, callCtx *ctx) *ctx {
	return e.bindCallArgs(def, defCtx, call, callCtx, false)
}

// bindCallArgs binds def's parameters to call's arguments (keyword, then
// positional, then defaults; the rest stay unknown). isMethod skips self.
func (e *evaluator) bindCallArgs(def *syntaxNode, defCtx *ctx, call *syntaxNode, callCtx *ctx, isMethod bool) *ctx {
	if callCtx.depth >= maxCallDepth {
		// Deeper helpers are not followed: say so (FL901), since what they
		// set or build is then unknown.
		e.noteLimit(spanOf(call), fmt.Sprintf("helper functions call each other more than %d deep", maxCallDepth))
		return &ctx{f: defCtx.f, anchor: defCtx.anchor, depth: callCtx.depth, hops: defCtx.hops}
	}
	params := fieldOf(def, "parameters")
	args := fieldOf(call, "arguments")
	anchor := defCtx.anchor
	if callCtx.f == e.main {
		anchor = spanOf(call)
	} else if defCtx.f == callCtx.f {
		anchor = callCtx.anchor
	}
	nc := &ctx{f: defCtx.f, fn: def, params: map[string]binding{}, anchor: anchor, depth: callCtx.depth + 1, hops: defCtx.hops}
	if params == nil || args == nil {
		return nc
	}
	pos, kw := e.splitArgs(args, callCtx.f)
	pi := 0
	cnt := nnamed(params)
	skip := isMethod
	for i := 0; i < cnt; i++ {
		p := namedAt(params, i)
		k := kindOf(p)
		name := e.paramName(p, defCtx.f)
		if name == "" || k == "list_splat_pattern" || k == "dictionary_splat_pattern" {
			continue
		}
		if skip {
			skip = false
			continue
		}
		if a, ok := kw[name]; ok {
			nc.params[name] = binding{kind: bExpr, node: a, c: callCtx}
			continue
		}
		if pi < len(pos) {
			if pos[pi] != nil {
				nc.params[name] = binding{kind: bExpr, node: pos[pi], c: callCtx}
			}
			pi++
			continue
		}
		if d := fieldOf(p, "value"); d != nil {
			nc.params[name] = binding{kind: bExpr, node: d, c: e.moduleCtx(defCtx)}
		}
	}
	return nc
}
