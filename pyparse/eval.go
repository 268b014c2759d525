package pyparse

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Limits that keep evaluation bounded on any input.
const (
	maxVariants   = 16     // candidate texts per expression
	maxDepth      = 64     // nested expression depth
	maxCallDepth  = 6      // helper function calls in a chain
	maxImportHops = 5      // imported module chains (an entry, a registry, a pipeline, its base, its parts)
	evalBudget    = 200000 // evaluation steps per Parse
	maxStrLen     = 1 << 20
)

type vkind int

const (
	kUnknown vkind = iota
	kStr
	kNum
	kBool
	kNone
	kList
	kDict
)

// val is a statically evaluated Python value.
type val struct {
	kind  vkind
	s     *strv  // kStr; for kNum/kBool/kNone the rendering (str()) mapped to the literal
	text  string // kNum: normalised number; kBool: "True"/"False"
	elems []*val // kList (also tuples)
	keys  []*val // kDict
	node  *syntaxNode
	c     *ctx
}

// ctx is where an expression is evaluated: a file and, inside a helper
// function called with arguments, the bound parameters.
type ctx struct {
	f      *file
	fn     *syntaxNode // the function whose parameters are bound (nil: none)
	params map[string]binding
	// anchor is the span in the main file standing for everything evaluated
	// in another file (the call that led there).
	anchor Span
	depth  int // helper calls
	hops   int // imported modules
	// self is the object whose method is being evaluated (nil: not known).
	self *instance
	// klass is the class a classmethod is called on (`cls`), nil otherwise.
	klass *instance
	// locals are names bound to values by the iteration being evaluated
	// (a comprehension or a for loop over a known collection), visible
	// inside localsIn only.
	locals   map[string]*val
	localsIn *syntaxNode
}

type bkind int

const (
	bUnknown bkind = iota
	bExpr          // the value of node (plus augmented parts)
	bLoop          // one element of iterable node
	bParam         // an unbound parameter
	bDef           // a function or class definition node
	bImport        // from mod import name
	bModule        // import mod (as name)
	bValue         // a value bound by an iteration being evaluated (ctx.locals)
)

// augOp is how a statement changes the value a name holds.
type augOp int

const (
	augAdd     augOp = iota // name += expr
	augUpdate               // name.update(expr), name |= expr
	augSetItem              // name[key] = expr (node: the assignment)
	augAppend               // name.append(expr)
	augExtend               // name.extend(expr)
	augMerge                // name |= expr
)

// augPart is one change of a bound value, in statement order.
type augPart struct {
	node *syntaxNode
	op   augOp
}

// binding is what a name refers to at one point of the program.
type binding struct {
	kind bkind
	node *syntaxNode
	c    *ctx
	aug  []augPart // later changes of the value (`name += expr`, name.update(..)), evaluated in c
	mod  string    // bImport / bModule
	name string    // bImport: the imported name
	v    *val      // bValue
}

// evaluator computes Python values statically: literals, names and their
// bindings, imports of other modules, f-strings, str.format, %, and calls
// into helper functions. It knows nothing of Flink; the extractor, which
// recognizes Flink's APIs, asks it for values.
type evaluator struct {
	p        *Parser
	resolver Resolver
	main     *file
	foreign  map[string]*file

	steps      int
	depth      int
	cut        int  // evaluations cut short by a limit
	limitNoted bool // an Error says so (noteLimit)
	mainCtx    *ctx
	memo       map[*syntaxNode]memoEntry
	filesRead  []FileRef       // files read during the current evaluation
	fills      map[*file]Fills // fillsOf, per file
	// followReads is set when the file names a SQL file: the arguments of
	// calls the evaluator does not model are evaluated for the files they
	// read (unknownCall).
	followReads bool
	// errs is the Module's Errors, where evaluation says which limits it
	// reached.
	errs *[]Error
}

// kindOf is n's grammar symbol, "" for nil.
func kindOf(n *syntaxNode) string {
	if n == nil {
		return ""
	}
	return n.kind()
}

// textOf is the source text of n in f.
func textOf(n *syntaxNode, f *file) string {
	return string(srcOf(n, f))
}

// srcOf is n's source bytes in f (nil when n's range is not in f): for
// comparisons and map lookups written string(srcOf(n, f)), which copy
// nothing where textOf makes a string.
func srcOf(n *syntaxNode, f *file) []byte {
	if n.start < 0 || n.end > len(f.src) || n.start > n.end {
		return nil
	}
	return f.src[n.start:n.end]
}

// spanOf is n's byte range.
func spanOf(n *syntaxNode) Span { return Span{n.start, n.end} }

// step spends one unit of the evaluation budget; false when exhausted.
func (e *evaluator) step() bool {
	e.steps++
	return e.steps <= evalBudget
}

// noteLimit reports, once per file, that an evaluation stopped at a limit
// (why), at span of the main file: the user must learn that the SQL or
// setting built there was not followed to its end. (A value with more than
// maxVariants candidates keeps the first ones without a report: that is a
// bound on combinations, and every kept candidate is checked whole.)
func (e *evaluator) noteLimit(span Span, why string) {
	if e.limitNoted {
		return
	}
	e.limitNoted = true
	*e.errs = append(*e.errs, Error{Span: span, Limit: true,
		Msg: why + "; what is built here is checked only as far as it was followed"})
}

// stepLimit is noteLimit's reason when the depth or the budget stopped an
// evaluation.
func (e *evaluator) stepLimit() string {
	if e.steps > evalBudget {
		return fmt.Sprintf("the evaluation budget of %d steps per file is used up", evalBudget)
	}
	return fmt.Sprintf("an expression nested deeper than %d", maxDepth)
}

func unknownVal(n *syntaxNode, c *ctx) *val { return &val{kind: kUnknown, node: n, c: c} }

func strVal(s *strv, n *syntaxNode, c *ctx) *val { return &val{kind: kStr, s: s, node: n, c: c} }

// evalStrs evaluates n as a string: every candidate text with its offset
// map. An unknown value is one hole over n.
func (e *evaluator) evalStrs(n *syntaxNode, c *ctx) []*strv {
	vals := e.evalValue(n, c)
	out := make([]*strv, 0, len(vals))
	for _, v := range vals {
		out = append(out, e.asStr(v, n, c))
	}
	return dedupStrs(out)
}

// asStr renders v as Python's str(v) would, mapped to its node; unknown is a hole.
func (e *evaluator) asStr(v *val, n *syntaxNode, c *ctx) *strv {
	switch v.kind {
	case kStr:
		return v.s
	case kNum, kBool, kNone:
		if v.s != nil {
			return v.s
		}
	}
	nn, cc := n, c
	if v.node != nil && v.c != nil && v.c.f == c.f {
		nn, cc = v.node, v.c
	}
	return holeStr(cc.f, nn.start, nn.end)
}

func dedupStrs(in []*strv) []*strv {
	if len(in) <= 1 {
		return in
	}
	out := in[:0:0]
	seen := map[string]bool{}
	for _, s := range in {
		if seen[string(s.b)] {
			continue
		}
		seen[string(s.b)] = true
		out = append(out, s)
	}
	return out
}

// memoEntry is a finished evaluation in the main file's module context.
type memoEntry struct {
	vals  []*val
	files []FileRef
}

// evalValue evaluates an expression to its candidate values (at least one).
// Values are never mutated once returned, so results in the main module
// context are memoized (unless a limit cut the evaluation short).
func (e *evaluator) evalValue(n *syntaxNode, c *ctx) []*val {
	if n == nil {
		return []*val{{kind: kUnknown}}
	}
	if c != e.mainCtx {
		return e.evalValueUncached(n, c)
	}
	if m, ok := e.memo[n]; ok {
		e.filesRead = append(e.filesRead, m.files...)
		return m.vals
	}
	files, cut := len(e.filesRead), e.cut
	out := e.evalValueUncached(n, c)
	if e.cut == cut {
		e.memo[n] = memoEntry{vals: out, files: append([]FileRef(nil), e.filesRead[files:]...)}
	}
	return out
}

func (e *evaluator) evalValueUncached(n *syntaxNode, c *ctx) (out []*val) {
	e.depth++
	defer func() { e.depth-- }()
	if e.depth > maxDepth || !e.step() {
		e.cut++
		e.noteLimit(e.anchorFor(n, c), e.stepLimit())
		return []*val{unknownVal(n, c)}
	}
	defer func() {
		if len(out) > maxVariants {
			out = out[:maxVariants]
		}
		for _, v := range out {
			if v.kind == kStr && len(v.s.b) > maxStrLen {
				v.kind = kUnknown
				v.s = nil
				e.noteLimit(e.anchorFor(n, c), fmt.Sprintf("a string built longer than %d bytes", maxStrLen))
			}
		}
	}()
	switch kindOf(n) {
	case "string":
		var vs []*val
		for _, s := range e.evalStringNode(n, c) {
			vs = append(vs, strVal(s, n, c))
		}
		return vs
	case "concatenated_string":
		res := []*strv{{}}
		cnt := nnamed(n)
		for i := 0; i < cnt; i++ {
			ch := namedAt(n, i)
			if kindOf(ch) != "string" {
				continue
			}
			res = product(res, e.evalStringNode(ch, c))
		}
		return strVals(res, n, c)
	case "parenthesized_expression":
		if in := namedAt(n, 0); in != nil {
			return e.evalValue(in, c)
		}
	case "integer":
		t := strings.ReplaceAll(textOf(n, c.f), "_", "")
		if v, err := strconv.ParseInt(t, 0, 64); err == nil {
			t = strconv.FormatInt(v, 10)
			return []*val{{kind: kNum, text: t, s: mappedStr(t, c.f, n.start, n.end), node: n, c: c}}
		}
	case "float":
		t := strings.ReplaceAll(textOf(n, c.f), "_", "")
		if v, err := strconv.ParseFloat(t, 64); err == nil {
			r := pyFloat(v)
			return []*val{{kind: kNum, text: r, s: mappedStr(r, c.f, n.start, n.end), node: n, c: c}}
		}
	case "true", "false":
		t := "True"
		if kindOf(n) == "false" {
			t = "False"
		}
		return []*val{{kind: kBool, text: t, s: mappedStr(t, c.f, n.start, n.end), node: n, c: c}}
	case "none":
		return []*val{{kind: kNone, text: "None", s: mappedStr("None", c.f, n.start, n.end), node: n, c: c}}
	case "unary_operator":
		if len(n.children()) > 0 && textOf(n.children()[0], c.f) == "-" {
			if arg := fieldOf(n, "argument"); arg != nil {
				vs := e.evalValue(arg, c)
				if len(vs) == 1 && vs[0].kind == kNum {
					t := "-" + vs[0].text
					return []*val{{kind: kNum, text: t, s: mappedStr(t, c.f, n.start, n.end), node: n, c: c}}
				}
			}
		}
	case "list", "tuple", "set", "expression_list":
		v := &val{kind: kList, node: n, c: c}
		cnt := nnamed(n)
		for i := 0; i < cnt; i++ {
			ch := namedAt(n, i)
			if kindOf(ch) == "comment" {
				continue
			}
			if kindOf(ch) == "list_splat" {
				return []*val{unknownVal(n, c)}
			}
			v.elems = append(v.elems, e.evalValue(ch, c)[0])
		}
		return []*val{v}
	case "dictionary":
		return []*val{e.evalDict(n, c)}
	case "conditional_expression":
		// a if cond else b: both candidates.
		var vs []*val
		cnt := nnamed(n)
		if cnt >= 3 {
			vs = append(vs, e.evalValue(namedAt(n, 0), c)...)
			vs = append(vs, e.evalValue(namedAt(n, 2), c)...)
			return vs
		}
	case "list_comprehension", "generator_expression", "set_comprehension", "dictionary_comprehension":
		return e.evalComprehension(n, c)
	case "binary_operator":
		return e.evalBinary(n, c)
	case "identifier":
		return e.evalName(n, c)
	case "attribute":
		return e.evalAttribute(n, c)
	case "call":
		return e.evalCall(n, c)
	case "subscript":
		return e.evalSubscript(n, c)
	}
	return []*val{unknownVal(n, c)}
}

func strVals(ss []*strv, n *syntaxNode, c *ctx) []*val {
	out := make([]*val, 0, len(ss))
	for _, s := range ss {
		out = append(out, strVal(s, n, c))
	}
	return out
}

// pyFloat renders a float as Python's repr does for the common cases.
func pyFloat(v float64) string {
	s := strconv.FormatFloat(v, 'g', -1, 64)
	if !strings.ContainsAny(s, ".eEn") {
		s += ".0"
	}
	return s
}

func (e *evaluator) evalBinary(n *syntaxNode, c *ctx) []*val {
	left, right := fieldOf(n, "left"), fieldOf(n, "right")
	op := fieldOf(n, "operator")
	if left == nil || right == nil || op == nil {
		return []*val{unknownVal(n, c)}
	}
	switch textOf(op, c.f) {
	case "+":
		lv, rv := e.evalValue(left, c), e.evalValue(right, c)
		var out []*val
		for _, l := range lv {
			for _, r := range rv {
				if len(out) >= maxVariants {
					break
				}
				switch {
				case l.kind == kStr && r.kind == kStr:
					out = append(out, strVal(concat(l.s, r.s), n, c))
				case l.kind == kStr && r.kind == kUnknown:
					out = append(out, strVal(concat(l.s, e.asStr(r, right, c)), n, c))
				case l.kind == kUnknown && r.kind == kStr:
					out = append(out, strVal(concat(e.asStr(l, left, c), r.s), n, c))
				case l.kind == kNum && r.kind == kNum:
					a, err1 := strconv.ParseInt(l.text, 10, 64)
					b, err2 := strconv.ParseInt(r.text, 10, 64)
					if err1 == nil && err2 == nil {
						t := strconv.FormatInt(a+b, 10)
						out = append(out, &val{kind: kNum, text: t, s: mappedStr(t, c.f, n.start, n.end), node: n, c: c})
						continue
					}
					out = append(out, unknownVal(n, c))
				case l.kind == kList && r.kind == kList:
					out = append(out, &val{kind: kList, elems: append(append([]*val{}, l.elems...), r.elems...), node: n, c: c})
				default:
					out = append(out, unknownVal(n, c))
				}
			}
		}
		return out
	case "%":
		return e.evalPercent(n, left, right, c)
	case "/":
		// pathlib: Path(...) / "x"
		lv, rv := e.evalValue(left, c), e.evalValue(right, c)
		if len(lv) == 1 && len(rv) == 1 && lv[0].kind == kStr && rv[0].kind == kStr && lv[0].s.known() && rv[0].s.known() {
			return []*val{e.pathVal(pathJoin(string(lv[0].s.b), string(rv[0].s.b)), n, c)}
		}
	case "*":
		lv, rv := e.evalValue(left, c), e.evalValue(right, c)
		if len(lv) == 1 && len(rv) == 1 && lv[0].kind == kStr && rv[0].kind == kNum {
			k, err := strconv.Atoi(rv[0].text)
			if err == nil && k >= 0 && k*len(lv[0].s.b) <= 4096 {
				s := &strv{}
				for i := 0; i < k; i++ {
					s.appendStr(lv[0].s)
				}
				return []*val{strVal(s, n, c)}
			}
		}
	}
	return []*val{unknownVal(n, c)}
}

// render formats v for an f-string replacement field with conversion conv
// and format spec spec; false when that is not statically possible.
func (v *val) render(conv, spec string) (string, bool) {
	var text string
	switch v.kind {
	case kStr:
		text = string(v.s.b)
		if conv == "!r" || conv == "!a" {
			if strings.ContainsAny(text, "'\\\n\r\t") || !utf8.ValidString(text) {
				return "", false
			}
			text = "'" + text + "'"
		}
	case kNum, kBool, kNone:
		text = v.text
	default:
		return "", false
	}
	if spec == "" {
		return text, true
	}
	return applySpec(text, spec, v.kind == kNum && conv == "")
}

// applySpec implements the fill/align/width part of the format mini-language.
func applySpec(text, spec string, numeric bool) (string, bool) {
	fill, align := " ", byte(0)
	rs := []rune(spec)
	i := 0
	if len(rs) >= 2 && strings.ContainsRune("<>^=", rs[1]) {
		fill, align = string(rs[0]), byte(rs[1])
		i = 2
	} else if len(rs) >= 1 && strings.ContainsRune("<>^", rs[0]) {
		align = byte(rs[0])
		i = 1
	}
	rest := string(rs[i:])
	if strings.HasSuffix(rest, "s") && !numeric {
		rest = strings.TrimSuffix(rest, "s")
	}
	if strings.HasSuffix(rest, "d") && numeric {
		rest = strings.TrimSuffix(rest, "d")
	}
	width := 0
	if rest != "" {
		w, err := strconv.Atoi(rest)
		if err != nil || w < 0 || w > 1000 {
			return "", false
		}
		width = w
	}
	pad := width - utf8.RuneCountInString(text)
	if pad <= 0 {
		return text, true
	}
	if align == 0 {
		align = '<'
		if numeric {
			align = '>'
		}
	}
	switch align {
	case '<':
		return text + strings.Repeat(fill, pad), true
	case '>':
		return strings.Repeat(fill, pad) + text, true
	case '^':
		l := pad / 2
		return strings.Repeat(fill, l) + text + strings.Repeat(fill, pad-l), true
	}
	return "", false
}

// nnamed counts n's named children (comments included).
func nnamed(n *syntaxNode) int { return len(n.namedKids()) }

// namedAt is n's i-th named child, nil when there is none.
func namedAt(n *syntaxNode, i int) *syntaxNode {
	if n == nil || i < 0 || i >= len(n.namedKids()) {
		return nil
	}
	return n.namedKids()[i]
}

// fieldOf returns the child of n for a grammar field name, or nil.
func fieldOf(n *syntaxNode, name string) *syntaxNode {
	if n == nil {
		return nil
	}
	return n.childByField(name)
}
