package sqlparse

import "strings"

// Statements sqlparse keeps as Generic are still checked against Flink's
// grammar (flink-sql-parser parserImpls.ftl) where the grammar is short
// and a mistake only shows at submit: LOAD/UNLOAD MODULE, USE MODULES,
// ANALYZE TABLE, EXPLAIN details and SHOW TABLES / VIEWS. checkGeneric
// reports the first token that does not fit (p.fail) and returns when the
// statement fits or is another statement.
func (p *parser) checkGeneric() {
	start := p.pos
	defer func() { p.pos = start }()
	w := func(i int) string {
		t := p.peekAt(i)
		if t.kind != tkIdent || t.hole() {
			return ""
		}
		return strings.ToUpper(p.word(t))
	}
	i := p.pos
	switch {
	case w(i) == "LOAD" && w(i+1) == "MODULE":
		p.pos = i + 2
		p.expectSimpleIdent(" after LOAD MODULE (a module name, not a string)")
		if p.pos < p.end && p.isKw(kwWITH) {
			p.pos++
			p.parseOptionList(" after WITH")
		}
		p.expectEnd()
	case w(i) == "UNLOAD" && w(i+1) == "MODULE":
		p.pos = i + 2
		p.expectSimpleIdent(" after UNLOAD MODULE (a module name, not a string)")
		p.expectEnd()
	case w(i) == "USE" && w(i+1) == "MODULES":
		p.pos = i + 2
		p.expectSimpleIdent(" after USE MODULES")
		for p.acceptPunct(',') {
			p.expectSimpleIdent(" after ',' in USE MODULES")
		}
		p.expectEnd()
	case w(i) == "ANALYZE" && w(i+1) == "TABLE":
		p.pos = i + 2
		p.parseQualifiedName(" after ANALYZE TABLE")
		if w(p.pos) == "PARTITION" && p.isPunctAt(p.pos+1, '(') {
			p.pos++
			p.skipParens()
		}
		if w(p.pos) != "COMPUTE" || w(p.pos+1) != "STATISTICS" {
			p.fail("COMPUTE STATISTICS")
		}
	case w(i) == "EXPLAIN":
		p.pos = i + 1
		for explainDetails[w(p.pos)] {
			p.pos++
			if !p.acceptPunct(',') {
				break
			}
		}
		if next := w(p.pos); next != "" && !explainStarts[next] && (p.isPunctAt(p.pos+1, ',') || explainStarts[w(p.pos+1)]) {
			p.fail("an EXPLAIN detail (ESTIMATED_COST, CHANGELOG_MODE, JSON_EXECUTION_PLAN, PLAN_ADVICE) or the statement")
		}
	case w(i) == "SHOW" && (w(i+1) == "TABLES" || w(i+1) == "VIEWS" || w(i+1) == "MATERIALIZED" && w(i+2) == "TABLES"):
		p.pos = i + 2
		if w(i+1) == "MATERIALIZED" {
			p.pos++
		}
		if k := w(p.pos); k == "FROM" || k == "IN" {
			p.pos++
			p.parseQualifiedName(" after " + k)
		}
		if w(p.pos) == "NOT" {
			p.pos++
			if w(p.pos) != "LIKE" {
				p.fail("LIKE after NOT")
			}
		}
		if w(p.pos) == "LIKE" {
			p.pos++
			p.parseString(" after LIKE")
		}
		p.expectEnd()
	}
}

// explainDetails are the details Flink's EXPLAIN takes (ParseExplainDetail).
var explainDetails = map[string]bool{"ESTIMATED_COST": true, "CHANGELOG_MODE": true, "JSON_EXECUTION_PLAN": true, "PLAN_ADVICE": true}

// explainStarts are the words an explained statement (or Calcite's EXPLAIN
// PLAN clauses) begins with.
var explainStarts = map[string]bool{
	"SELECT": true, "WITH": true, "VALUES": true, "INSERT": true, "EXECUTE": true, "STATEMENT": true,
	"PLAN": true, "CREATE": true, "REPLACE": true, "TABLE": true, "BEGIN": true, "EXCLUDING": true,
	"INCLUDING": true, "WITHOUT": true, "AS": true, "FOR": true,
}

// expectSimpleIdent consumes one identifier (plain or backquoted).
func (p *parser) expectSimpleIdent(context string) {
	if t := p.tok(); (t.kind == tkIdent || t.kind == tkQuoted) && p.pos < p.end {
		p.pos++
		return
	}
	p.fail("an identifier" + context)
}

// expectEnd reports anything left in the statement.
func (p *parser) expectEnd() {
	if p.pos < p.end {
		p.fail("end of statement")
	}
}

// skipParens skips a parenthesised group starting at the current '('.
func (p *parser) skipParens() {
	depth := 0
	for p.pos < p.end {
		switch {
		case p.isPunct('('):
			depth++
		case p.isPunct(')'):
			depth--
			if depth == 0 {
				p.pos++
				return
			}
		}
		p.pos++
	}
}
