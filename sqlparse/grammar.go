package sqlparse

import "strings"

// The statements sqlparse does not build a tree for (SHOW, DESCRIBE, DROP,
// ALTER of anything but a table, LOAD MODULE, ...) are checked against
// productions transcribed from Flink's grammar (flink-sql-parser's
// parserImpls.ftl; Calcite's Parser.jj for the statements Flink inherits).
// A production is written in a notation close to JavaCC's:
//
//	WORD         the keyword, matched case-insensitively
//	LPAREN RPAREN COMMA EQ DOT
//	             punctuation, named as in JavaCC
//	name         a rule or a macro (lower case): see grammarRules and
//	             grammarMacros
//	[ x ]        optional, ( a | b ) alternatives, { x } zero or more
//	!WORD        not the keyword here (JavaCC's LOOKAHEAD(2) commits to
//	             USE CATALOG, so USE CATALOG alone is no USE of a database)
//
// Matching is PEG-like: an optional part that does not match is skipped and
// the first alternative that matches wins. A statement fits when one of the
// productions for its first word matches all of it; otherwise the error is
// reported at the farthest token any production reached, with what the
// productions expected there, which is the token Flink's parser stops at.

// gkind is the kind of a grammar node.
type gkind uint8

const (
	gWord gkind = iota
	gPunct
	gRule
	gSeq
	gOpt
	gAlt
	gStar
	gNot
)

// gnode is one node of a compiled production.
type gnode struct {
	kind gkind
	text string // the word, the punctuation character or the rule's description
	rule func(p *parser)
	kids []*gnode
}

// production is one compiled statement form; first holds the words a
// statement of this form can begin with.
type production struct {
	src   string
	node  *gnode
	first []string
}

// productionSet holds productions by the words they begin with, in the
// order they were added (the order alternatives are tried in).
type productionSet struct {
	byFirst map[string][]*production
}

func (s *productionSet) add(prod production) {
	if s.byFirst == nil {
		s.byFirst = map[string][]*production{}
	}
	for _, w := range prod.first {
		s.byFirst[w] = append(s.byFirst[w], &prod)
	}
}

// grammarRule is a nonterminal: what it is called in messages, and the
// parser code that consumes it (failing with p.fail).
type grammarRule struct {
	desc  string
	parse func(p *parser)
}

// punctNames are the JavaCC names of the punctuation a production uses.
var punctNames = map[string]string{"LPAREN": "(", "RPAREN": ")", "COMMA": ",", "EQ": "=", "DOT": "."}

// compileProduction compiles one production; a malformed one panics, at
// package initialisation, so a mistake in the table cannot ship.
func compileProduction(src string, rules map[string]grammarRule, macros map[string]string) production {
	n := compileGrammar(src, rules, macros)
	first, _ := firstWords(n)
	return production{src: src, node: n, first: first}
}

// compileGrammar compiles a piece of notation; a macro (a lower-case name
// of macros) stands for the notation it names.
func compileGrammar(src string, rules map[string]grammarRule, macros map[string]string) *gnode {
	c := &gcompiler{toks: strings.Fields(src), rules: rules, macros: macros}
	n := c.alt()
	if c.i != len(c.toks) {
		panic("grammar: unexpected " + c.toks[c.i] + " in " + src)
	}
	return n
}

type gcompiler struct {
	toks   []string
	i      int
	rules  map[string]grammarRule
	macros map[string]string
}

func (c *gcompiler) alt() *gnode {
	alts := []*gnode{c.seq()}
	for c.i < len(c.toks) && c.toks[c.i] == "|" {
		c.i++
		alts = append(alts, c.seq())
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return &gnode{kind: gAlt, kids: alts}
}

func (c *gcompiler) seq() *gnode {
	n := &gnode{kind: gSeq}
	for c.i < len(c.toks) {
		t := c.toks[c.i]
		switch t {
		case "|", "]", ")", "}":
			return n
		case "[", "(", "{":
			c.i++
			inner := c.alt()
			closer := map[string]string{"[": "]", "(": ")", "{": "}"}[t]
			if c.i >= len(c.toks) || c.toks[c.i] != closer {
				panic("grammar: missing " + closer)
			}
			c.i++
			switch t {
			case "[":
				inner = &gnode{kind: gOpt, kids: []*gnode{inner}}
			case "{":
				inner = &gnode{kind: gStar, kids: []*gnode{inner}}
			}
			n.kids = append(n.kids, inner)
			continue
		}
		c.i++
		switch {
		case strings.HasPrefix(t, "!"):
			n.kids = append(n.kids, &gnode{kind: gNot, text: t[1:]})
		case punctNames[t] != "":
			n.kids = append(n.kids, &gnode{kind: gPunct, text: punctNames[t]})
		case strings.ToUpper(t) == t:
			n.kids = append(n.kids, &gnode{kind: gWord, text: t})
		case c.macros[t] != "":
			n.kids = append(n.kids, compileGrammar(c.macros[t], c.rules, c.macros))
		default:
			r, ok := c.rules[t]
			if !ok {
				panic("grammar: unknown rule " + t)
			}
			n.kids = append(n.kids, &gnode{kind: gRule, text: r.desc, rule: r.parse})
		}
	}
	return n
}

// firstWords returns the words a match of n can begin with, and whether n
// can match nothing.
func firstWords(n *gnode) (words []string, nullable bool) {
	switch n.kind {
	case gWord:
		return []string{n.text}, false
	case gPunct, gRule:
		return nil, false
	case gNot:
		return nil, true
	case gOpt, gStar:
		w, _ := firstWords(n.kids[0])
		return w, true
	case gAlt:
		for _, k := range n.kids {
			w, null := firstWords(k)
			words = append(words, w...)
			nullable = nullable || null
		}
		return words, nullable
	}
	for _, k := range n.kids { // gSeq
		w, null := firstWords(k)
		words = append(words, w...)
		if !null {
			return words, false
		}
	}
	return words, true
}

// gmatch is the state of matching one statement: the farthest token a
// terminal failed at and what was expected there.
type gmatch struct {
	p      *parser
	far    int
	expect []string
}

// miss records what was expected at token i.
func (m *gmatch) miss(i int, what string) {
	switch {
	case i > m.far:
		m.far, m.expect = i, append(m.expect[:0], what)
	case i == m.far:
		for _, e := range m.expect {
			if e == what {
				return
			}
		}
		m.expect = append(m.expect, what)
	}
}

// run matches n from token i and returns where the match ended.
func (m *gmatch) run(n *gnode, i int) (int, bool) {
	p := m.p
	switch n.kind {
	case gWord:
		if i < p.end && p.toks[i].kind == tkIdent && !p.toks[i].hole() && equalFold(p.text(p.toks[i]), n.text) {
			return i + 1, true
		}
		m.miss(i, n.text)
	case gNot:
		if i < p.end && p.toks[i].kind == tkIdent && equalFold(p.text(p.toks[i]), n.text) {
			return i, false
		}
		return i, true
	case gPunct:
		if i < p.end && p.isPunctAt(i, n.text[0]) {
			return i + 1, true
		}
		m.miss(i, "'"+n.text+"'")
	case gRule:
		return m.rule(n, i)
	case gSeq:
		for _, k := range n.kids {
			var ok bool
			if i, ok = m.run(k, i); !ok {
				return i, false
			}
		}
		return i, true
	case gOpt:
		if j, ok := m.run(n.kids[0], i); ok {
			return j, true
		}
		return i, true
	case gStar:
		for {
			j, ok := m.run(n.kids[0], i)
			if !ok || j == i {
				return i, true
			}
			i = j
		}
	case gAlt:
		for _, k := range n.kids {
			if j, ok := m.run(k, i); ok {
				return j, true
			}
		}
	}
	return i, false
}

// rule runs a rule's parser code from token i. Its failure is taken back
// (a later alternative may fit) and remembered as a miss.
func (m *gmatch) rule(n *gnode, i int) (end int, ok bool) {
	p := m.p
	nerr, nunrel, save := len(p.script.Errors), len(p.script.Unreleased), p.pos
	p.pos = i
	defer func() {
		if r := recover(); r != nil {
			if _, isBailout := r.(bailout); !isBailout {
				panic(r)
			}
			what := n.text
			if len(p.script.Errors) > nerr {
				what = expectedPart(p.script.Errors[nerr].Msg)
			}
			m.miss(p.pos, what)
			p.script.Errors = p.script.Errors[:nerr]
			p.script.Unreleased = p.script.Unreleased[:nunrel]
			end, ok = i, false
		}
		p.pos = save
	}()
	n.rule(p)
	return p.pos, true
}

// expectedPart returns X of a message "expected X, found Y".
func expectedPart(msg string) string {
	msg = strings.TrimPrefix(msg, "expected ")
	if i := strings.LastIndex(msg, ", found "); i >= 0 {
		msg = msg[:i]
	}
	return msg
}

// checkGrammar checks the statement at p.pos against the productions for
// its first word and reports whether there were any. A statement that fits
// none is reported at the farthest token reached, unless a template hole
// stands before that token: the hole may stand for what is missing.
func (p *parser) checkGrammar(set *productionSet) bool {
	t := p.tok()
	if t.kind != tkIdent || t.hole() {
		return false
	}
	prods := set.byFirst[p.word(t)]
	if len(prods) == 0 {
		return false
	}
	// The expectations reuse the parser's scratch slice; a check nested in
	// a rule (EXPLAIN's statement) finds it taken and makes its own.
	m := &gmatch{p: p, far: -1, expect: p.expectScratch[:0]}
	p.expectScratch = nil
	defer func() { p.expectScratch = m.expect[:0] }()
	for _, prod := range prods {
		j, ok := m.run(prod.node, p.pos)
		if ok && j == p.end {
			return true
		}
		if ok {
			m.miss(j, "end of statement")
		}
	}
	for i := p.pos; i <= m.far && i < p.end; i++ {
		if p.toks[i].hole() {
			return true
		}
	}
	p.pos = m.far
	p.fail(joinAlternatives(m.expect))
	return true
}

// joinAlternatives writes "a, b or c".
func joinAlternatives(alts []string) string {
	if len(alts) == 1 {
		return alts[0]
	}
	return strings.Join(alts[:len(alts)-1], ", ") + " or " + alts[len(alts)-1]
}
