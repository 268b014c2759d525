package flinkcorpus

import (
	"strings"
)

// scope holds the string values of a class's constants and a method's
// local variables, each with the token index of its assignment so that a
// use sees the last assignment before it.
type scope struct {
	java   bool
	consts map[string]string
	locals map[string][]assign
}

type assign struct {
	at    int
	value string
	ok    bool
}

func (sc *scope) lookup(name string, at int) (string, bool) {
	if as := sc.locals[name]; len(as) > 0 {
		for i := len(as) - 1; i >= 0; i-- {
			if as[i].at < at {
				return as[i].value, as[i].ok
			}
		}
	}
	v, ok := sc.consts[name]
	return v, ok
}

// evalString evaluates the string expression that starts at toks[i]: string
// literals, variables holding strings, parentheses, + concatenation, and
// the postfix .stripMargin, .trim, .stripIndent and .toString. It returns
// the value and the index after the expression; ok is false when some part
// is not a string it can compute (a method call, a number, an unknown
// variable, an interpolation of one).
func (sc *scope) evalString(toks []token, i int) (value string, next int, ok bool) {
	var b strings.Builder
	for {
		v, j, ok := sc.evalTerm(toks, i)
		if !ok {
			return "", i, false
		}
		b.WriteString(v)
		i = j
		if i < len(toks) && toks[i].is("+") {
			i++
			continue
		}
		break
	}
	return b.String(), i, true
}

func (sc *scope) evalTerm(toks []token, i int) (string, int, bool) {
	if i >= len(toks) {
		return "", i, false
	}
	var v string
	t := toks[i]
	switch {
	case t.kind == tString:
		s, ok := sc.literal(t)
		if !ok {
			return "", i, false
		}
		v = s
		i++
	case t.is("("):
		s, j, ok := sc.evalString(toks, i+1)
		if !ok || j >= len(toks) || !toks[j].is(")") {
			return "", i, false
		}
		v = s
		i = j + 1
	case t.kind == tIdent && t.text == "String" && i+4 < len(toks) && toks[i+1].is(".") && toks[i+2].isIdent("join"):
		return sc.evalJoin(toks, i+3)
	case t.kind == tIdent:
		// A variable, possibly qualified by a class name (Foo.BAR).
		name := t.text
		j := i + 1
		for j+1 < len(toks) && toks[j].is(".") && toks[j+1].kind == tIdent && isConstName(toks[j+1].text) && isTypeName(name) {
			name = toks[j+1].text
			j += 2
		}
		if j < len(toks) && toks[j].is("(") {
			return "", i, false
		}
		s, ok := sc.lookup(name, i)
		if !ok {
			return "", i, false
		}
		v = s
		i = j
	default:
		return "", i, false
	}
	// Postfix calls.
	for i+1 < len(toks) && toks[i].is(".") && toks[i+1].kind == tIdent {
		switch toks[i+1].text {
		case "stripMargin":
			i += 2
			margin := byte('|')
			if i < len(toks) && toks[i].is("(") {
				if i+2 < len(toks) && toks[i+1].kind == tChar && len(toks[i+1].text) == 1 && toks[i+2].is(")") {
					margin = toks[i+1].text[0]
					i += 3
				} else if i+1 < len(toks) && toks[i+1].is(")") {
					i += 2
				} else {
					return "", i, false
				}
			}
			v = stripMargin(v, margin)
		case "trim", "stripIndent", "toString", "strip":
			name := toks[i+1].text
			i += 2
			if i+1 < len(toks) && toks[i].is("(") && toks[i+1].is(")") {
				i += 2
			}
			if name == "trim" || name == "strip" {
				v = strings.TrimSpace(v)
			}
		default:
			return v, i, true
		}
	}
	return v, i, true
}

// evalJoin evaluates String.join(sep, a, b, ...) with i at its "(".
func (sc *scope) evalJoin(toks []token, i int) (string, int, bool) {
	if i >= len(toks) || !toks[i].is("(") {
		return "", i, false
	}
	var parts []string
	i++
	for {
		v, j, ok := sc.evalString(toks, i)
		if !ok {
			return "", i, false
		}
		parts = append(parts, v)
		i = j
		if i < len(toks) && toks[i].is(",") {
			i++
			continue
		}
		if i < len(toks) && toks[i].is(")") {
			break
		}
		return "", i, false
	}
	if len(parts) < 2 {
		return "", i, false
	}
	return strings.Join(parts[1:], parts[0]), i + 1, true
}

// literal is the value of a string literal token: Java text blocks lose
// their incidental indentation and have their escapes decoded, Scala
// triple-quoted strings are raw, Scala interpolations substitute known
// string variables.
func (sc *scope) literal(t token) (string, bool) {
	s := t.text
	if t.triple && sc.java {
		s = unescape(textBlock(s))
	}
	if t.interp == "" {
		return s, true
	}
	if t.interp == "f" {
		return "", false
	}
	return sc.interpolate(s, "")
}

// textBlock removes the incidental white space of a Java text block: the
// first line (after the opening quotes) and the common indentation.
func textBlock(s string) string {
	if k := strings.IndexByte(s, '\n'); k >= 0 && strings.TrimSpace(s[:k]) == "" {
		s = s[k+1:]
	}
	lines := strings.Split(s, "\n")
	indent := -1
	for i, l := range lines {
		if strings.TrimSpace(l) == "" && i != len(lines)-1 {
			continue
		}
		n := len(l) - len(strings.TrimLeft(l, " \t"))
		if indent < 0 || n < indent {
			indent = n
		}
	}
	for i, l := range lines {
		if len(l) >= indent && indent > 0 {
			lines[i] = l[indent:]
		} else {
			lines[i] = strings.TrimLeft(l, " \t")
		}
		lines[i] = strings.TrimRight(lines[i], " \t")
	}
	return strings.Join(lines, "\n")
}

// stripMargin is Scala's StringOps.stripMargin.
func stripMargin(s string, margin byte) string {
	lines := strings.SplitAfter(s, "\n")
	var b strings.Builder
	for _, l := range lines {
		t := strings.TrimLeft(l, " \t")
		if len(t) > 0 && t[0] == margin {
			b.WriteString(t[1:])
		} else {
			b.WriteString(l)
		}
	}
	return b.String()
}

func isConstName(s string) bool {
	return s != "" && strings.ToUpper(s) == s && s[0] >= 'A' && s[0] <= 'Z'
}

func isTypeName(s string) bool {
	return s != "" && s[0] >= 'A' && s[0] <= 'Z'
}
