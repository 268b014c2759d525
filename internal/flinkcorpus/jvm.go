package flinkcorpus

import (
	"strings"
)

// method is one method of a test class.
type method struct {
	name     string
	annots   []string
	expected string // @Test(expected = X): the exception class
	line     int
	// body is the token range of the method's body, [start, end).
	start, end int
	// kind says what a helper does with its first argument: "assert"
	// (expects an exception), "register" (registers a table), "verify"
	// (plans or runs it), "" (none of these).
	kind string
}

// class is what the extractor reads of one Java or Scala test source.
type class struct {
	path    string
	name    string
	java    bool
	toks    []token
	extends string
	methods []method
	// outside are the token ranges outside any method body: field
	// initialisers, Scala constructor statements, static blocks.
	outside [][2]int
	sc      *scope
}

var javaKeywords = map[string]bool{
	"if": true, "for": true, "while": true, "switch": true, "catch": true, "synchronized": true,
	"return": true, "new": true, "else": true, "try": true, "do": true, "throw": true, "case": true,
	"super": true, "this": true, "assert": true,
}

func (m method) isTest() bool {
	for _, a := range m.annots {
		switch a {
		case "Test", "ParameterizedTest", "TestTemplate", "RepeatedTest":
			return true
		}
	}
	return false
}

func (m method) isSetup() bool {
	for _, a := range m.annots {
		switch a {
		case "BeforeEach", "Before", "BeforeAll", "BeforeClass":
			return true
		}
	}
	return false
}

// parseClass reads the methods, the outside regions and the constants of a
// Java or Scala source.
func parseClass(path, src string) *class {
	c := &class{path: path, java: strings.HasSuffix(path, ".java"), toks: lex(src)}
	base := path[strings.LastIndexByte(path, '/')+1:]
	c.name = strings.TrimSuffix(strings.TrimSuffix(base, ".java"), ".scala")
	toks := c.toks
	var annots []string
	expected := ""
	outStart := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.is("@") && i+1 < len(toks) && toks[i+1].kind == tIdent {
			// An annotation, maybe qualified, maybe with arguments.
			j := i + 1
			name := toks[j].text
			for j+2 < len(toks) && toks[j+1].is(".") && toks[j+2].kind == tIdent {
				j += 2
				name = toks[j].text
			}
			annots = append(annots, name)
			if j+1 < len(toks) && toks[j+1].is("(") {
				end := matching(toks, j+1)
				for k := j + 2; k < end; k++ {
					if toks[k].isIdent("expected") && k+2 < end && toks[k+1].is("=") {
						expected = exceptionName(toks[k+2 : end])
					}
				}
				j = end
			}
			i = j
			continue
		}
		if c.extends == "" && (t.isIdent("extends")) && i+1 < len(toks) && toks[i+1].kind == tIdent {
			c.extends = toks[i+1].text
		}
		if t.isIdent("class") || t.isIdent("object") || t.isIdent("interface") {
			annots, expected = nil, ""
			continue
		}
		name, bodyStart, bodyEnd, ok := c.methodAt(i)
		if !ok {
			continue
		}
		c.outside = append(c.outside, [2]int{outStart, i})
		c.methods = append(c.methods, method{name: name, annots: annots, expected: expected, line: t.line, start: bodyStart, end: bodyEnd})
		annots, expected = nil, ""
		i = bodyEnd
		outStart = bodyEnd
	}
	c.outside = append(c.outside, [2]int{outStart, len(toks)})
	for k := range c.methods {
		c.methods[k].kind = c.helperKind(c.methods[k])
	}
	c.sc = &scope{java: c.java, consts: map[string]string{}}
	for _, r := range c.outside {
		c.sc.collect(toks, r[0], r[1], true)
	}
	return c
}

// methodAt recognises a method header at toks[i] and returns its name and
// body range.
func (c *class) methodAt(i int) (name string, start, end int, ok bool) {
	toks := c.toks
	t := toks[i]
	if !c.java {
		if !t.isIdent("def") || i+1 >= len(toks) || toks[i+1].kind != tIdent {
			return "", 0, 0, false
		}
		name = toks[i+1].text
		j := i + 2
		// Type parameters and parameter lists, then ": Type", then "=" or "{".
		depth := 0
		for ; j < len(toks); j++ {
			x := toks[j]
			switch {
			case x.is("(") || x.is("["):
				depth++
			case x.is(")") || x.is("]"):
				depth--
			case depth == 0 && x.is("{"):
				e := matching(toks, j)
				return name, j + 1, e, true
			case depth == 0 && x.is("="):
				if j+1 < len(toks) && toks[j+1].is("{") {
					e := matching(toks, j+1)
					return name, j + 2, e, true
				}
				// An expression body: to the next member at depth 0.
				k := j + 1
				d := 0
				for ; k < len(toks); k++ {
					y := toks[k]
					switch {
					case y.is("(") || y.is("{") || y.is("["):
						d++
					case y.is(")") || y.is("}") || y.is("]"):
						d--
						if d < 0 {
							return name, j + 1, k, true
						}
					}
					if d == 0 && y.line > toks[k-1].line && (y.is("@") || y.isIdent("def") || y.isIdent("val") || y.isIdent("var") || y.isIdent("private") || y.isIdent("override") || y.isIdent("protected") || y.isIdent("lazy")) {
						break
					}
				}
				return name, j + 1, k, true
			case depth == 0 && (x.is("}") || x.isIdent("def") || x.is("@")):
				return "", 0, 0, false // abstract
			}
		}
		return "", 0, 0, false
	}
	if t.kind != tIdent || javaKeywords[t.text] || i+1 >= len(toks) || !toks[i+1].is("(") || i == 0 {
		return "", 0, 0, false
	}
	prev := toks[i-1]
	if !(prev.kind == tIdent && !javaKeywords[prev.text] || prev.is(">") || prev.is("]")) || prev.isIdent("new") {
		return "", 0, 0, false
	}
	if i >= 2 && toks[i-2].is(".") {
		return "", 0, 0, false
	}
	j := matching(toks, i+1) + 1
	if j < len(toks) && toks[j].isIdent("throws") {
		j++
		for j < len(toks) && (toks[j].kind == tIdent || toks[j].is(",") || toks[j].is(".")) {
			j++
		}
	}
	if j >= len(toks) || !toks[j].is("{") {
		return "", 0, 0, false
	}
	return t.text, j + 1, matching(toks, j), true
}

// matching is the index of the bracket closing the one at toks[i] (or
// len(toks) when it is never closed).
func matching(toks []token, i int) int {
	switch toks[i].text {
	case "(", "{", "[":
	default:
		return i
	}
	d := 0
	for j := i; j < len(toks); j++ {
		if toks[j].kind != tPunct {
			continue
		}
		switch toks[j].text {
		case "(", "{", "[":
			d++
		case ")", "}", "]":
			d--
			if d == 0 {
				return j
			}
		}
	}
	return len(toks)
}

// exceptionName is the simple class name of classOf[X] or X.class.
func exceptionName(toks []token) string {
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].kind == tIdent && toks[i].text != "class" && toks[i].text != "classOf" {
			return toks[i].text
		}
	}
	return ""
}

// collect records the string variables assigned in toks[from:to]: Scala
// val/var, Java declarations of String and var, and assignments.
func (sc *scope) collect(toks []token, from, to int, consts bool) {
	for i := from; i < to; i++ {
		if !toks[i].is("=") || i == 0 || i+1 >= to {
			continue
		}
		// name = ... or name: Type = ...
		k := i - 1
		if k-1 >= from && toks[k].kind == tIdent && toks[k-1].is(":") {
			// val name: String = ...
			k -= 2
		}
		if k < from || toks[k].kind != tIdent {
			continue
		}
		name := toks[k].text
		if k-1 >= from && toks[k-1].is(".") {
			continue
		}
		v, end, ok := sc.evalString(toks, i+1)
		if ok && end < len(toks) && !(toks[end].is(";") || toks[end].is(")") || toks[end].is("}") || toks[end].line > toks[end-1].line) {
			ok = false
		}
		if consts {
			if ok {
				sc.consts[name] = v
			}
			continue
		}
		if sc.locals == nil {
			sc.locals = map[string][]assign{}
		}
		sc.locals[name] = append(sc.locals[name], assign{at: i, value: v, ok: ok})
	}
}

// helperKind classifies a method by the calls of its body.
func (c *class) helperKind(m method) string {
	kind := ""
	for i := m.start; i < m.end && i < len(c.toks); i++ {
		t := c.toks[i]
		if t.kind != tIdent {
			continue
		}
		switch {
		case assertionStarts[t.text]:
			return "assert"
		case registerCalls[t.text] || t.text == "addTable" || t.text == "addTableSource" || t.text == "addDataStream":
			kind = "register"
		case kind == "" && (planCall(t.text) || statementCalls[t.text]):
			kind = "verify"
		}
	}
	return kind
}

// partialProgram reports whether a class plans with an optimizer program
// of its own (a rule test): its plans stop before Flink's whole planning.
func (c *class) partialProgram() bool {
	for _, t := range c.toks {
		if t.kind == tIdent {
			switch t.text {
			case "replaceBatchProgram", "replaceStreamProgram", "buildBatchProgram", "buildStreamProgram",
				"FlinkChainedProgram", "replaceProgram", "FlinkHepRuleSetProgramBuilder", "FlinkVolcanoProgramBuilder":
				return true
			}
		}
	}
	return false
}
