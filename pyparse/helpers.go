package pyparse

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
)

// Job settings made by helper functions of other modules of the repository:
// `from common import configure` then `configure(t_env)`, where common.py
// calls t_env.get_config().set(...) or env.set_parallelism(...). The main
// file's trigger calls (collectTriggers) never include those calls, so each call of
// an imported function in the main file is followed into the function's
// body, with its parameters bound to the call's arguments, and the settings
// calls found there are recorded per call site (Setting.Via, Path, Src).
// Settings calls in helpers of the main file itself are triggers already
// (see extractSettings). After `from m import *`, the calls followed are
// those of m's top-level functions.

// importedHelperSettings follows the calls of imported functions in the main
// file. It does nothing without a Resolver or without import statements.
func (x *extractor) importedHelperSettings() {
	if x.resolver == nil {
		return
	}
	f := x.main
	before := len(x.out.Settings)
	for i := range f.nodes {
		st := &f.nodes[i]
		if st.kind() != "import_from_statement" && st.kind() != "import_statement" {
			continue
		}
		for _, name := range x.importedNames(st, f) {
			// A wildcard import may bring thousands of names this file never
			// writes; a byte search rules them out before the identifier list.
			if !bytes.Contains(f.src, []byte(name)) {
				continue
			}
			for _, id := range x.occurrences(f, name) {
				x.helperCallAt(id.start, name)
			}
		}
	}
	sort.SliceStable(x.out.SQL, func(i, j int) bool { return x.out.SQL[i].Call.Start < x.out.SQL[j].Call.Start })
	if len(x.out.Settings) > before {
		// Keep Module.Settings in the order of their positions in this file.
		sort.SliceStable(x.out.Settings, func(i, j int) bool {
			return x.out.Settings[i].Span.Start < x.out.Settings[j].Span.Start
		})
	}
}

// importedNames are the names an import statement binds in the main file.
func (x *extractor) importedNames(st *syntaxNode, f *file) []string {
	var out []string
	switch kindOf(st) {
	case "import_from_statement":
		mod := fieldOf(st, "module_name")
		if mod == nil || isPyFlinkModule(textOf(mod, f)) {
			return nil
		}
		for _, ch := range st.namedKids() {
			if ch == mod {
				continue
			}
			switch kindOf(ch) {
			case "dotted_name":
				out = append(out, textOf(ch, f))
			case "aliased_import":
				if al := fieldOf(ch, "alias"); al != nil {
					out = append(out, textOf(al, f))
				}
			case "wildcard_import":
				out = append(out, x.topLevelFunctions(textOf(mod, f))...)
			}
		}
	case "import_statement":
		for _, ch := range st.namedKids() {
			switch kindOf(ch) {
			case "dotted_name":
				// import a.b binds a
				t := textOf(ch, f)
				if isPyFlinkModule(t) {
					continue
				}
				if i := strings.IndexByte(t, '.'); i >= 0 {
					t = t[:i]
				}
				out = append(out, t)
			case "aliased_import":
				if nm, al := fieldOf(ch, "name"), fieldOf(ch, "alias"); al != nil && nm != nil && !isPyFlinkModule(textOf(nm, f)) {
					out = append(out, textOf(al, f))
				}
			}
		}
	}
	return out
}

// topLevelFunctions are the names of the functions defined at the top of
// the repository module mod: what `from mod import *` brings that can be
// called (a module without __all__ exports them all but those starting
// with an underscore; with __all__, calling an unexported name fails, so
// following it anyway finds nothing that runs).
func (x *extractor) topLevelFunctions(mod string) []string {
	ff, _ := x.loadModule(mod, x.main.root, x.mainCtx)
	if ff == nil {
		return nil
	}
	var out []string
	for _, st := range x.statements(ff.root, ff) {
		if kindOf(st) == "decorated_definition" {
			st = fieldOf(st, "definition")
		}
		if st == nil || kindOf(st) != "function_definition" {
			continue
		}
		if name := fieldOf(st, "name"); name != nil && !strings.HasPrefix(textOf(name, ff), "_") {
			out = append(out, textOf(name, ff))
		}
	}
	return out
}

// isPyFlinkModule tells PyFlink's own modules, whose names (TableEnvironment,
// StreamExecutionEnvironment ...) every job calls and no repository holds:
// following them would only cost the Resolver a miss per name.
func isPyFlinkModule(mod string) bool {
	return mod == "pyflink" || strings.HasPrefix(mod, "pyflink.")
}

// helperCallAt follows the call at offset at of the main file, when the
// identifier there (name) is the callee, `name(...)`, or the module of a
// callee `name.func(...)`, and it resolves to a function of another file.
func (x *extractor) helperCallAt(at int, name string) {
	f := x.main
	end := at + len(name)
	if at > 0 && f.src[at-1] == '.' {
		return
	}
	id := f.nodeAt(at, end)
	if id == nil || kindOf(id) != "identifier" || id.start != at || id.end != end || id.parent == nil {
		return
	}
	c := x.mainCtx
	var call *syntaxNode
	var def *syntaxNode
	var dc *ctx
	switch p := id.parent; kindOf(p) {
	case "call":
		if fieldOf(p, "function") != id {
			return
		}
		call = p
		def, dc = x.functionDef(id, call, c)
	case "attribute":
		attr := fieldOf(p, "attribute")
		if fieldOf(p, "object") != id || attr == nil || p.parent == nil || kindOf(p.parent) != "call" || fieldOf(p.parent, "function") != p {
			return
		}
		call = p.parent
		def, dc = x.moduleFunction(id, textOf(attr, f), call, c)
	default:
		return
	}
	if def == nil || dc == nil || dc.f == x.main {
		return
	}
	x.helperSettings(def, x.bindCall(def, dc, call, c), spanOf(call), map[*syntaxNode]bool{})
}

// moduleFunction resolves mod.fn where mod names an imported module.
func (x *extractor) moduleFunction(obj *syntaxNode, fn string, call *syntaxNode, c *ctx) (*syntaxNode, *ctx) {
	for _, b := range x.resolveName(textOf(obj, c.f), obj, c) {
		mod := ""
		switch b.kind {
		case bModule:
			mod = b.mod
		case bImport:
			mod = b.mod + "." + b.name // from pkg import module
		default:
			continue
		}
		if ff, fc := x.loadModule(mod, call, c); ff != nil {
			if def, dc := x.findDef(ff, fc, fn, "function_definition"); def != nil {
				return def, dc
			}
		}
	}
	return nil, nil
}

// helperSettings records the settings calls written in the body of def
// (evaluated in nc, its parameters bound), and follows the calls there of
// other functions; via is the call in the main file that led here. active
// holds the functions being followed on the way from via to def, so that
// recursion ends while a helper called twice, with other arguments, is
// followed at each call.
func (x *extractor) helperSettings(def *syntaxNode, nc *ctx, via Span, active map[*syntaxNode]bool) {
	body := fieldOf(def, "body")
	if body == nil || active[def] || !x.step() {
		return
	}
	if len(active) >= maxCallDepth {
		// The one call-depth limit of the evaluator; reached, it is said
		// (FL901), since the settings of deeper helpers are then unknown.
		x.noteLimit(via, fmt.Sprintf("helper functions call each other more than %d deep", maxCallDepth))
		return
	}
	active[def] = true
	defer delete(active, def)
	f := nc.f
	if f != x.main {
		if x.runs == nil {
			x.runs = map[string]bool{}
		}
		x.runs[f.path] = true
	}
	for _, t := range callsIn(body, f.src, x.p.names) {
		name := t.name
		if !x.step() {
			return
		}
		if !x.directlyIn(t.call, def, f) {
			continue
		}
		if settingTriggers[name] {
			for _, s := range x.settingCall(t, nc) {
				x.addSetting(x.place(s, via))
			}
			continue
		}
		if sqlTriggers[name] {
			x.helperSQL(t, nc, via)
			continue
		}
		// A helper calling a helper (of its own module or one it imports),
		// or a method of an object of the repository's classes.
		switch kindOf(t.fn) {
		case "identifier":
			if triggers[name] {
				continue
			}
			if d2, c2 := x.functionDef(t.fn, t.call, nc); d2 != nil && !active[d2] {
				x.helperSettings(d2, x.bindCall(d2, c2, t.call, nc), via, active)
			}
		case "attribute":
			if recv := fieldOf(t.fn, "object"); recv != nil && !triggers[name] && !apiCallNames[name] {
				x.followMethods(t.call, recv, name, nc, via, active)
			}
		}
	}
}

// sqlTriggers are the SQL APIs whose first argument is SQL text.
var sqlTriggers = map[string]bool{
	"execute_sql": true, "sql_query": true, "add_insert_sql": true, "explain_sql": true, "compile_plan_sql": true,
}

// helperSQL records the SQL a helper function of another file runs, with
// its parameters bound at the call via of the main file: the SQL belongs
// to this job, its bytes keep their place in the helper's file.
func (x *extractor) helperSQL(t triggerCall, nc *ctx, via Span) {
	arg := x.callArgOf(t.call, nc.f, 0, "stmt", "query", "statement")
	if arg == nil {
		return
	}
	x.filesRead = nil
	strs := x.evalStrs(arg, nc)
	x.flushFiles()
	seen := x.sqlSeen[via.Start]
	if seen == nil {
		seen = map[string]bool{}
		x.sqlSeen[via.Start] = seen
	}
	for _, s := range strs {
		if s.allHole() || len(bytes.TrimSpace(s.b)) == 0 || seen[string(s.b)] {
			continue
		}
		text := string(s.b)
		seen[text] = true
		x.out.SQL = append(x.out.SQL, &SQLText{Text: text, Segments: x.segments(s, via), API: t.name, Call: via, Via: via})
	}
}

// callsIn lists the calls in n's subtree whose callee is a name or an
// attribute, in the order their names are written.
func callsIn(n *syntaxNode, src []byte, names nameTable) []triggerCall {
	var out []triggerCall
	stack := []*syntaxNode{n}
	for len(stack) > 0 {
		cur := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if cur.kind() == "call" {
			if t, ok := callOf(cur, src, names); ok {
				out = append(out, t)
			}
		}
		stack = append(stack, cur.children()...)
	}
	sortByName(out)
	return out
}

// directlyIn reports whether n runs when def runs: inside def's body and not
// inside a function, class or lambda nested in it.
func (x *extractor) directlyIn(n, def *syntaxNode, f *file) bool {
	for _, s := range x.scopesAround(f, n.start, n.end) {
		switch s.kind {
		case "function_definition", "class_definition", "lambda":
			return s.node == def
		}
	}
	return false
}
