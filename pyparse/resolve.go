package pyparse

import (
	"sort"
	"strings"
)

// Name resolution is deliberately simple: the last binding before the use in
// straight-line code of the enclosing function, then the module; an if/else
// that binds the name in both branches gives both candidates.

const maxBindings = 8

// statements returns the statements of a block or module, with decorated
// definitions unwrapped.
func (e *evaluator) statements(block *syntaxNode, f *file) []*syntaxNode {
	if block == nil {
		return nil
	}
	if s, ok := f.blockCache[block]; ok {
		return s.nodes
	}
	return e.loadBlock(block, f).nodes
}

// stmtList is a block's statements with their byte ranges, kept in Go so
// that scanning a block for a name costs no cgo calls.
type stmtList struct {
	nodes      []*syntaxNode
	start, end []int
}

// mentions lists, in order, the statements whose text contains the
// identifier name (or a wildcard import, which may bind any name).
func (sl *stmtList) mentions(name string, occurrences func(name string) []*syntaxNode) []int {
	var out []int
	add := func(nodes []*syntaxNode) {
		for _, n := range nodes {
			o := n.start
			k := sort.Search(len(sl.end), func(i int) bool { return sl.end[i] > o })
			if k < len(sl.start) && sl.start[k] <= o && (len(out) == 0 || out[len(out)-1] != k) {
				out = append(out, k)
			}
		}
	}
	add(occurrences(name))
	if star := occurrences("*"); len(star) > 0 {
		add(star)
		sort.Ints(out)
		uniq := out[:0]
		for i, k := range out {
			if i == 0 || out[i-1] != k {
				uniq = append(uniq, k)
			}
		}
		out = uniq
	}
	return out
}

func (e *evaluator) loadBlock(block *syntaxNode, f *file) *stmtList {
	if s, ok := f.blockCache[block]; ok {
		return s
	}
	// The lists come from the file's storage, as its nodes do: a file's
	// blocks are loaded once each and live as long as its tree.
	cnt := nnamed(block)
	stmts := 0
	for i := 0; i < cnt; i++ {
		if kindOf(namedAt(block, i)) != "comment" {
			stmts++
		}
	}
	offsets := f.storage.takeInts(2 * stmts)
	sl := &stmtList{nodes: f.storage.takeKids(stmts)[:0], start: offsets[:0:stmts], end: offsets[stmts : stmts : 2*stmts]}
	for i := 0; i < cnt; i++ {
		ch := namedAt(block, i)
		if kindOf(ch) == "comment" {
			continue
		}
		sl.nodes = append(sl.nodes, ch)
		sl.start = append(sl.start, ch.start)
		sl.end = append(sl.end, ch.end)
	}
	f.blockCache[block] = sl
	return sl
}

// enclosingScope finds the innermost function, class or module around n and
// any loop (for statement or comprehension) on the way that binds name.
func (e *evaluator) enclosingScope(n *syntaxNode, name string, c *ctx) (scope *syntaxNode, loop *binding) {
	start, end := n.start, n.end
	for _, s := range e.scopesAround(c.f, start, end) {
		switch s.kind {
		case "for_statement", "for_in_clause":
			if name == "" || start < s.inStart || end > s.inEnd {
				continue
			}
			if s.right != nil && start >= s.right.start && end <= s.right.end {
				continue
			}
			if s.kind == "for_in_clause" && s.left != nil && start >= s.left.start && end <= s.left.end {
				continue
			}
			if e.bindsName(s.left, name, c.f) {
				return nil, &binding{kind: bLoop, node: s.right, c: c}
			}
		default:
			return s.node, nil
		}
	}
	return c.f.root, nil
}

func within(n, outer *syntaxNode) bool {
	return n.start >= outer.start && n.end <= outer.end
}

// bindsName reports whether a target (identifier or tuple pattern) binds name.
func (e *evaluator) bindsName(target *syntaxNode, name string, f *file) bool {
	if target == nil {
		return false
	}
	switch kindOf(target) {
	case "identifier":
		return textOf(target, f) == name
	case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "parenthesized_expression":
		cnt := nnamed(target)
		for i := 0; i < cnt; i++ {
			if e.bindsName(namedAt(target, i), name, f) {
				return true
			}
		}
	}
	return false
}

// resolveName returns the candidate bindings of name as seen at node at.
func (e *evaluator) resolveName(name string, at *syntaxNode, c *ctx) []binding {
	if !e.step() {
		return []binding{{kind: bUnknown}}
	}
	if v, ok := c.locals[name]; ok && within(at, c.localsIn) {
		return []binding{{kind: bValue, v: v, c: c}}
	}
	scope, loop := e.enclosingScope(at, name, c)
	if loop != nil {
		return []binding{*loop}
	}
	pos := at.start
	for hops := 0; scope != nil && hops < 64; hops++ {
		kind := kindOf(scope)
		if scope == c.f.root {
			kind = "module" // also when the whole file is an ERROR node
		}
		switch kind {
		case "function_definition":
			body := fieldOf(scope, "body")
			if bs, found := e.scanBlock(body, name, pos, nil, c); found && len(bs) > 0 {
				return bs
			}
			if e.isParam(scope, name, c.f) {
				if c.fn == scope {
					if b, ok := c.params[name]; ok {
						return []binding{b}
					}
				}
				return []binding{{kind: bParam, node: at, c: c}}
			}
		case "lambda":
			if params := fieldOf(scope, "parameters"); params != nil && e.paramIndex(params, name, c.f) >= 0 {
				return []binding{{kind: bParam, node: at, c: c}}
			}
		case "class_definition":
			body := fieldOf(scope, "body")
			if bs, found := e.scanBlock(body, name, pos, nil, c); found && len(bs) > 0 {
				return bs
			}
		case "module":
			mc := e.moduleCtx(c)
			if bs, found := e.scanBlock(scope, name, pos, nil, mc); found && len(bs) > 0 {
				return bs
			}
			return []binding{{kind: bUnknown, node: at, c: c}}
		}
		// Free variable: look further out, from the definition's position.
		pos = scope.start
		next, _ := e.enclosingScope(scope, "", c)
		for i := 0; next != nil && next != c.f.root && kindOf(next) == "class_definition" && i < 64; i++ {
			next, _ = e.enclosingScope(next, "", c) // class scopes are not visible to nested functions
		}
		if next == scope {
			break
		}
		if next == c.f.root {
			pos = len(c.f.src) + 1 // module names are looked up when the function runs
		}
		scope = next
	}
	return []binding{{kind: bUnknown, node: at, c: c}}
}

// moduleCtx is the context for module-level names of c's file.
func (e *evaluator) moduleCtx(c *ctx) *ctx {
	if c.f == e.main && e.mainCtx != nil {
		return e.mainCtx
	}
	if c.fn == nil {
		return c
	}
	return &ctx{f: c.f, anchor: c.anchor, depth: c.depth, hops: c.hops}
}

func (e *evaluator) isParam(fn *syntaxNode, name string, f *file) bool {
	params := fieldOf(fn, "parameters")
	return params != nil && e.paramIndex(params, name, f) >= 0
}

// paramIndex returns the position of parameter name, or -1.
func (e *evaluator) paramIndex(params *syntaxNode, name string, f *file) int {
	cnt := nnamed(params)
	for i := 0; i < cnt; i++ {
		if e.paramName(namedAt(params, i), f) == name {
			return i
		}
	}
	return -1
}

// paramName is the name a parameter node declares ("" for separators).
func (e *evaluator) paramName(p *syntaxNode, f *file) string {
	switch kindOf(p) {
	case "identifier":
		return textOf(p, f)
	case "default_parameter", "typed_default_parameter":
		if n := fieldOf(p, "name"); n != nil {
			return textOf(n, f)
		}
	case "typed_parameter", "list_splat_pattern", "dictionary_splat_pattern":
		if n := namedAt(p, 0); n != nil && kindOf(n) == "identifier" {
			return textOf(n, f)
		}
	}
	return ""
}

// scanBlock walks the statements of block in order up to pos and returns the
// bindings of name in effect at pos, starting from cur. found is true when
// some statement bound the name.
func (e *evaluator) scanBlock(block *syntaxNode, name string, pos int, cur []binding, c *ctx) ([]binding, bool) {
	found := false
	if block == nil {
		return cur, false
	}
	sl := e.loadBlock(block, c.f)
	// The statement containing pos (if any) is always visited; before it,
	// only statements that mention name can bind it.
	ci := sort.Search(len(sl.nodes), func(i int) bool { return sl.end[i] > pos })
	if ci < len(sl.nodes) && sl.start[ci] >= pos {
		ci = len(sl.nodes)
	}
	for _, i := range sl.mentions(name, func(name string) []*syntaxNode { return e.occurrences(c.f, name) }) {
		if i >= ci || sl.start[i] >= pos {
			break
		}
		if !e.step() {
			return cur, found
		}
		var f2 bool
		cur, f2 = e.scanStatement(sl.nodes[i], name, pos, false, cur, c)
		found = found || f2
	}
	if ci < len(sl.nodes) && e.step() {
		var f2 bool
		cur, f2 = e.scanStatement(sl.nodes[ci], name, pos, true, cur, c)
		found = found || f2
	}
	return cur, found
}

// scanStatement applies one statement's effect on name.
func (e *evaluator) scanStatement(st *syntaxNode, name string, pos int, contains bool, cur []binding, c *ctx) ([]binding, bool) {
	f := c.f
	switch kindOf(st) {
	case "expression_statement":
		if contains {
			return cur, false
		}
		cnt := nnamed(st)
		found := false
		for i := 0; i < cnt; i++ {
			ch := namedAt(st, i)
			var ok bool
			if cur, ok = e.applyAssignment(ch, name, cur, c); !ok {
				cur, ok = e.applyMutation(ch, name, cur, c)
			}
			found = found || ok
		}
		return cur, found
	case "delete_statement":
		if !contains && e.deletesFrom(st, name, f) {
			return []binding{{kind: bUnknown, node: st, c: c}}, true
		}
	case "decorated_definition":
		if d := fieldOf(st, "definition"); d != nil {
			return e.scanStatement(d, name, pos, contains, cur, c)
		}
	case "function_definition", "class_definition":
		if n := fieldOf(st, "name"); n != nil && textOf(n, f) == name {
			return []binding{{kind: bDef, node: st, c: c}}, true
		}
	case "import_from_statement":
		return e.applyImportFrom(st, name, cur, c)
	case "import_statement":
		return e.applyImport(st, name, cur, c)
	case "if_statement":
		return e.scanIf(st, name, pos, contains, cur, c)
	case "for_statement", "while_statement":
		body := fieldOf(st, "body")
		if contains {
			if body != nil && pos >= body.start {
				return e.scanBlock(body, name, pos, cur, c)
			}
			return cur, false
		}
		if body == nil {
			return cur, false
		}
		bs, found := e.scanBlock(body, name, pos, cur, c)
		if found {
			return mergeBindings(cur, bs), true
		}
		return cur, false
	case "with_statement":
		found := false
		// with open(p) as f: binds f to open(p)
		cnt := nnamed(st)
		for i := 0; i < cnt; i++ {
			ch := namedAt(st, i)
			if kindOf(ch) != "with_clause" {
				continue
			}
			ic := nnamed(ch)
			for j := 0; j < ic; j++ {
				item := namedAt(ch, j)
				v := fieldOf(item, "value")
				if v != nil && kindOf(v) == "as_pattern" {
					tgt := fieldOf(v, "alias")
					if tgt != nil && textOf(tgt, f) == name || tgt != nil && kindOf(tgt) == "as_pattern_target" && textOf(tgt, f) == name {
						cur = []binding{{kind: bExpr, node: namedAt(v, 0), c: c}}
						found = true
					}
				}
			}
		}
		if body := fieldOf(st, "body"); body != nil {
			bs, f2 := e.scanBlock(body, name, pos, cur, c)
			return bs, found || f2
		}
		return cur, found
	case "try_statement":
		found := false
		cnt := nnamed(st)
		for i := 0; i < cnt; i++ {
			ch := namedAt(st, i)
			var blk *syntaxNode
			switch kindOf(ch) {
			case "block":
				blk = ch
			case "finally_clause", "else_clause":
				blk = lastBlock(ch)
			case "except_clause", "except_group_clause":
				if contains && pos >= ch.start && pos < ch.end {
					blk = lastBlock(ch)
				}
			}
			if blk == nil {
				continue
			}
			if blk.start >= pos {
				break
			}
			var f2 bool
			cur, f2 = e.scanBlock(blk, name, pos, cur, c)
			found = found || f2
			if contains && pos < blk.end {
				break
			}
		}
		return cur, found
	}
	return cur, false
}

// deletesFrom reports whether a del statement removes name or an item of it.
func (e *evaluator) deletesFrom(st *syntaxNode, name string, f *file) bool {
	for _, id := range e.occurrences(f, name) {
		if within(id, st) {
			return true
		}
	}
	return false
}

func lastBlock(n *syntaxNode) *syntaxNode {
	cnt := nnamed(n)
	for i := cnt - 1; i >= 0; i-- {
		if ch := namedAt(n, i); kindOf(ch) == "block" {
			return ch
		}
	}
	return nil
}

// scanIf applies an if/elif/else statement: each branch starts from cur;
// the result is every branch's outcome (and cur itself without an else).
func (e *evaluator) scanIf(st *syntaxNode, name string, pos int, contains bool, cur []binding, c *ctx) ([]binding, bool) {
	var branches []*syntaxNode
	hasElse := false
	if b := fieldOf(st, "consequence"); b != nil {
		branches = append(branches, b)
	}
	cnt := nnamed(st)
	for i := 0; i < cnt; i++ {
		ch := namedAt(st, i)
		switch kindOf(ch) {
		case "elif_clause":
			if b := fieldOf(ch, "consequence"); b != nil {
				branches = append(branches, b)
			}
		case "else_clause":
			if b := fieldOf(ch, "body"); b != nil {
				branches = append(branches, b)
				hasElse = true
			}
		}
	}
	if contains {
		for _, b := range branches {
			if pos >= b.start && pos < b.end {
				return e.scanBlock(b, name, pos, cur, c)
			}
		}
		return cur, false
	}
	// `if __name__ == "__main__":` always runs for a job's entry point.
	if cond := fieldOf(st, "condition"); cond != nil && strings.Contains(textOf(cond, c.f), "__name__") && len(branches) == 1 {
		return e.scanBlock(branches[0], name, pos, cur, c)
	}
	var out []binding
	found := false
	for _, b := range branches {
		if blockExits(b, c.f) {
			// Code after the if is not reached from this branch: what it
			// binds (or leaves bound) never gets there.
			continue
		}
		bs, f2 := e.scanBlock(b, name, pos, cur, c)
		if f2 {
			found = true
		}
		out = mergeBindings(out, bs)
	}
	if !hasElse {
		out = mergeBindings(out, cur)
	}
	if !found {
		return cur, false
	}
	return out, true
}

// blockExits reports whether a block's last statement leaves the code
// around it: raise, return, or a call of sys.exit, exit, quit or os._exit.
func blockExits(block *syntaxNode, f *file) bool {
	n := nnamed(block)
	if n == 0 {
		return false
	}
	last := namedAt(block, n-1)
	switch kindOf(last) {
	case "raise_statement", "return_statement":
		return true
	case "expression_statement":
		if nnamed(last) != 1 {
			return false
		}
		call := namedAt(last, 0)
		if kindOf(call) != "call" {
			return false
		}
		switch textOf(fieldOf(call, "function"), f) {
		case "sys.exit", "exit", "quit", "os._exit":
			return true
		}
	}
	return false
}

func mergeBindings(a, b []binding) []binding {
	out := append([]binding{}, a...)
outer:
	for _, x := range b {
		for _, y := range out {
			if x.kind == y.kind && x.node == y.node && len(x.aug) == len(y.aug) && x.mod == y.mod && x.name == y.name {
				continue outer
			}
		}
		if len(out) >= maxBindings {
			break
		}
		out = append(out, x)
	}
	return out
}

// applyAssignment applies an assignment (or augmented assignment) node.
func (e *evaluator) applyAssignment(n *syntaxNode, name string, cur []binding, c *ctx) ([]binding, bool) {
	f := c.f
	switch kindOf(n) {
	case "assignment":
		left, right := fieldOf(n, "left"), fieldOf(n, "right")
		// a = b = "x": the rightmost value; every target is bound.
		value := right
		for value != nil && kindOf(value) == "assignment" {
			value = fieldOf(value, "right")
		}
		if right != nil && kindOf(right) == "assignment" {
			if bs, ok := e.applyAssignment(right, name, cur, c); ok {
				return bs, true
			}
		}
		if left == nil {
			return cur, false
		}
		if kindOf(left) == "identifier" {
			if textOf(left, f) != name {
				return cur, false
			}
			if value == nil { // annotation only: x: str
				return cur, false
			}
			return []binding{{kind: bExpr, node: value, c: c}}, true
		}
		if !e.bindsName(left, name, f) {
			return cur, false
		}
		// Tuple unpacking: a, b = "x", "y"
		idx := -1
		cnt := nnamed(left)
		for i := 0; i < cnt; i++ {
			if ch := namedAt(left, i); kindOf(ch) == "identifier" && textOf(ch, f) == name {
				idx = i
			}
		}
		if value != nil && idx >= 0 {
			switch kindOf(value) {
			case "expression_list", "tuple", "list":
				if idx < nnamed(value) {
					return []binding{{kind: bExpr, node: namedAt(value, idx), c: c}}, true
				}
			}
		}
		return []binding{{kind: bUnknown, node: left, c: c}}, true
	case "augmented_assignment":
		left, right, op := fieldOf(n, "left"), fieldOf(n, "right"), fieldOf(n, "operator")
		if left == nil || kindOf(left) != "identifier" || textOf(left, f) != name {
			return cur, false
		}
		if op != nil && textOf(op, f) == "|=" {
			return e.applyMutation(n, name, cur, c)
		}
		if op == nil || textOf(op, f) != "+=" || right == nil {
			return []binding{{kind: bUnknown, node: left, c: c}}, true
		}
		if len(cur) == 0 {
			cur = []binding{{kind: bUnknown, node: left, c: c}}
		}
		return augment(cur, left, c, augPart{right, augAdd}), true
	}
	return cur, false
}

// applyMutation applies a statement that changes the value name holds in
// place: name.update(..), name.append(..), name[key] = value, name |= ..;
// a change it cannot follow (pop, clear, del, ...) makes the value
// unknown.
func (e *evaluator) applyMutation(n *syntaxNode, name string, cur []binding, c *ctx) ([]binding, bool) {
	f := c.f
	switch kindOf(n) {
	case "call":
		fn := fieldOf(n, "function")
		if fn == nil || kindOf(fn) != "attribute" {
			return cur, false
		}
		obj, attr := fieldOf(fn, "object"), fieldOf(fn, "attribute")
		if obj == nil || attr == nil || kindOf(obj) != "identifier" || textOf(obj, f) != name {
			return cur, false
		}
		var op augOp
		switch textOf(attr, f) {
		case "update":
			op = augUpdate
		case "append":
			op = augAppend
		case "extend":
			op = augExtend
		case "pop", "popitem", "clear", "setdefault", "remove", "insert", "__setitem__", "__delitem__", "sort", "reverse":
			return []binding{{kind: bUnknown, node: n, c: c}}, true
		default:
			return cur, false
		}
		return augment(cur, n, c, augPart{n, op}), true
	case "assignment":
		left := fieldOf(n, "left")
		if left == nil || kindOf(left) != "subscript" {
			return cur, false
		}
		if v := fieldOf(left, "value"); v == nil || kindOf(v) != "identifier" || textOf(v, f) != name {
			return cur, false
		}
		return augment(cur, n, c, augPart{n, augSetItem}), true
	case "augmented_assignment":
		left, op := fieldOf(n, "left"), fieldOf(n, "operator")
		if left == nil || op == nil || kindOf(left) != "identifier" || textOf(left, f) != name || textOf(op, f) != "|=" {
			return cur, false
		}
		return augment(cur, n, c, augPart{fieldOf(n, "right"), augMerge}), true
	}
	return cur, false
}

// augment adds a change to every current binding.
func augment(cur []binding, at *syntaxNode, c *ctx, part augPart) []binding {
	if len(cur) == 0 {
		cur = []binding{{kind: bUnknown, node: at, c: c}}
	}
	out := make([]binding, len(cur))
	for i, b := range cur {
		b.aug = append(append([]augPart{}, b.aug...), part)
		out[i] = b
	}
	return out
}

// applyImportFrom handles `from mod import a as b`.
func (e *evaluator) applyImportFrom(st *syntaxNode, name string, cur []binding, c *ctx) ([]binding, bool) {
	f := c.f
	modNode := fieldOf(st, "module_name")
	if modNode == nil {
		return cur, false
	}
	mod := textOf(modNode, f)
	cnt := nnamed(st)
	for i := 0; i < cnt; i++ {
		ch := namedAt(st, i)
		if ch == modNode {
			continue
		}
		switch kindOf(ch) {
		case "dotted_name":
			if textOf(ch, f) == name {
				return []binding{{kind: bImport, mod: mod, name: name, c: c, node: ch}}, true
			}
		case "aliased_import":
			nm, al := fieldOf(ch, "name"), fieldOf(ch, "alias")
			if al != nil && nm != nil && textOf(al, f) == name {
				return []binding{{kind: bImport, mod: mod, name: textOf(nm, f), c: c, node: ch}}, true
			}
		case "wildcard_import":
			if e.foreignHas(mod, name, c) {
				return []binding{{kind: bImport, mod: mod, name: name, c: c, node: ch}}, true
			}
		}
	}
	return cur, false
}

// applyImport handles `import a.b as c` / `import a`.
func (e *evaluator) applyImport(st *syntaxNode, name string, cur []binding, c *ctx) ([]binding, bool) {
	f := c.f
	cnt := nnamed(st)
	for i := 0; i < cnt; i++ {
		ch := namedAt(st, i)
		switch kindOf(ch) {
		case "dotted_name":
			t := textOf(ch, f)
			if t == name || strings.HasPrefix(t, name+".") {
				return []binding{{kind: bModule, mod: t[:len(name)], c: c, node: ch}}, true
			}
		case "aliased_import":
			nm, al := fieldOf(ch, "name"), fieldOf(ch, "alias")
			if al != nil && nm != nil && textOf(al, f) == name {
				return []binding{{kind: bModule, mod: textOf(nm, f), c: c, node: ch}}, true
			}
		}
	}
	return cur, false
}
