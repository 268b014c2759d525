package sqlparse

import (
	"math"
	"sort"
	"strings"
)

// maxDepth bounds recursion (nested types, hints); deeper input is a
// located error instead of a stack overflow.
const maxDepth = 200

// Parse parses a Flink SQL script. It never panics and always terminates: it
// returns every statement that parsed, a located error for each statement
// that did not, and every comment.
func Parse(src string) *Script {
	if len(src) > math.MaxInt32 {
		return &Script{Errors: []*SyntaxError{{Span: Span{0, 0}, Msg: "input larger than 2 GiB"}}}
	}
	lx := &lexer{src: src, toks: make([]token, 0, len(src)/5+8)}
	lx.lex(0, len(src), true)
	p := &parser{src: src, toks: lx.toks, script: &Script{Comments: lx.comments}}
	p.lexErrs = lx.errs
	p.script.Errors = append(p.script.Errors, lx.errs...)
	p.parseScript()
	sort.SliceStable(p.script.Errors, func(i, j int) bool {
		return p.script.Errors[i].Span.Start < p.script.Errors[j].Span.Start
	})
	return p.script
}

// parser holds the token stream of the whole script; each statement is parsed
// over the token range [pos, end).
type parser struct {
	src     string
	toks    []token
	pos     int
	end     int
	first   int // first token of the statement being parsed
	script  *Script
	lexErrs []*SyntaxError
}

// bailout unwinds the parse of one statement after an error was recorded.
type bailout struct{}

// parseScript splits the token stream at semicolons (strings and comments
// are single tokens, so they never split) and parses each statement.
// Statement sets group the statements between their BEGIN and END.
func (p *parser) parseScript() {
	i := 0
	for i < len(p.toks) {
		if p.isPunctAt(i, ';') {
			i++
			continue
		}
		j := p.nextSemi(i)
		switch {
		case p.kwAt(i, kwBEGIN) && p.kwAt(i+1, kwSTATEMENT) && p.kwAt(i+2, kwSET) && i+3 == j:
			// SQL-client form: BEGIN STATEMENT SET; ... END;
			i = p.parseStatementSet(i, j)
		case p.kwAt(i, kwEXECUTE) && p.kwAt(i+1, kwSTATEMENT) && p.kwAt(i+2, kwSET) && p.kwAt(i+3, kwBEGIN):
			i = p.parseStatementSet(i, i+4)
		default:
			if st := p.parseRange(i, j); st != nil {
				p.script.Statements = append(p.script.Statements, st)
			}
			i = j
		}
	}
}

// nextSemi returns the index of the next ';' token at or after i, or
// len(toks).
func (p *parser) nextSemi(i int) int {
	for ; i < len(p.toks); i++ {
		if t := p.toks[i]; t.kind == tkPunct && p.src[int(t.start)] == ';' {
			return i
		}
	}
	return i
}

// parseStatementSet parses the statements of a statement set opened by the
// tokens at [open, body) up to its END, and returns the index after it.
func (p *parser) parseStatementSet(open, body int) int {
	set := &StatementSet{Span: Span{int(p.toks[open].start), int(p.toks[body-1].end)}}
	k := body
	for {
		for k < len(p.toks) && p.isPunctAt(k, ';') {
			k++
		}
		if k >= len(p.toks) {
			p.errorAt(Span{int(p.toks[open].start), int(p.toks[body-1].end)}, open, "expected END to close this statement set, found end of input")
			p.script.Statements = append(p.script.Statements, set)
			return k
		}
		j := p.nextSemi(k)
		if p.kwAt(k, kwEND) && j == k+1 {
			set.Span.End = int(p.toks[k].end)
			p.script.Statements = append(p.script.Statements, set)
			return j
		}
		st := p.parseRange(k, j)
		switch st := st.(type) {
		case nil:
		case *Insert:
			set.Inserts = append(set.Inserts, st)
			set.Span.End = st.Span.End
		default:
			p.errorAt(st.StmtSpan(), k, "expected INSERT or END in statement set, found '"+p.text(p.toks[k])+"'")
		}
		k = j
	}
}

// parseRange parses the statement made of tokens [i, j). It returns nil
// after recording an error.
func (p *parser) parseRange(i, j int) (st Statement) {
	p.pos, p.end, p.first = i, j, i
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			st = nil
		}
	}()
	st = p.parseStatement()
	if p.pos < p.end {
		p.fail("end of statement")
	}
	if p.hasLexError(i) {
		return nil // already reported; a statement with a broken token is not trusted
	}
	return st
}

// parseStatement dispatches on the leading keyword. Unknown statements are
// Generic, never errors, so a newer Flink keyword does not break a file.
func (p *parser) parseStatement() Statement {
	t := p.tok()
	switch t.kw {
	case kwCREATE:
		return p.parseCreate()
	case kwALTER:
		if p.kwAt(p.pos+1, kwTABLE) {
			return p.parseAlterTable()
		}
	case kwSET:
		return p.parseSet()
	case kwRESET:
		return p.parseReset()
	case kwINSERT:
		return p.parseInsert(int(t.start))
	case kwSELECT, kwWITH, kwVALUES:
		return p.parseSelect(int(t.start))
	case kwEXECUTE:
		next := p.peekAt(p.pos + 1)
		switch {
		case next.kw == kwINSERT:
			p.pos++
			return p.parseInsert(int(t.start))
		case next.kw == kwSELECT || next.kw == kwWITH || next.kw == kwVALUES || p.isPunctAt(p.pos+1, '('):
			p.pos++
			return p.parseSelect(int(t.start))
		}
	}
	if p.isPunct('(') {
		return p.parseSelect(int(t.start))
	}
	return p.parseGeneric()
}

// --- token access -------------------------------------------------------

// tok returns the current token, or an EOF token at the statement's end.
func (p *parser) tok() token { return p.peekAt(p.pos) }

func (p *parser) peekAt(i int) token {
	if i < p.end {
		return p.toks[i]
	}
	off := len(p.src)
	if p.end < len(p.toks) {
		off = int(p.toks[p.end].start)
	}
	return token{start: int32(off), end: int32(off), kind: tkEOF}
}

// kwAt reports whether token i is keyword k. Statement ends need no check:
// a ';' token is never a keyword.
func (p *parser) kwAt(i int, k kw) bool {
	return i >= 0 && i < len(p.toks) && p.toks[i].kw == k
}

func (p *parser) isKw(k kw) bool { return p.pos < p.end && p.toks[p.pos].kw == k }

func (p *parser) acceptKw(k kw) bool {
	if p.isKw(k) {
		p.pos++
		return true
	}
	return false
}

func (p *parser) expectKw(k kw, context string) token {
	if !p.isKw(k) {
		p.fail(kwNames[k] + context)
	}
	p.pos++
	return p.toks[p.pos-1]
}

func (p *parser) isPunctAt(i int, c byte) bool {
	return i >= 0 && i < len(p.toks) && p.toks[i].kind == tkPunct && p.src[int(p.toks[i].start)] == c
}

func (p *parser) isPunct(c byte) bool { return p.pos < p.end && p.isPunctAt(p.pos, c) }

func (p *parser) acceptPunct(c byte) bool {
	if p.isPunct(c) {
		p.pos++
		return true
	}
	return false
}

func (p *parser) expectPunct(c byte, context string) token {
	if !p.isPunct(c) {
		p.fail("'" + string(c) + "'" + context)
	}
	p.pos++
	return p.toks[p.pos-1]
}

// text returns the source text of a token.
func (p *parser) text(t token) string { return p.src[int(t.start):int(t.end)] }

// prevEnd returns the end offset of the last consumed token.
func (p *parser) prevEnd() int {
	if p.pos == 0 {
		return 0
	}
	return int(p.toks[p.pos-1].end)
}

// --- errors ---------------------------------------------------------------

// fail records "expected <what>, found <current token>" and abandons the
// statement.
func (p *parser) fail(what string) {
	t := p.tok()
	found := "end of statement"
	if t.kind != tkEOF {
		found = "'" + clip(p.text(t)) + "'"
	}
	p.errorAt(Span{int(t.start), int(t.end)}, p.first, "expected "+what+", found "+found)
	panic(bailout{})
}

// errorAt records an error unless the statement starting at token first
// already has a lexical error (one error per broken statement).
func (p *parser) errorAt(sp Span, first int, msg string) {
	if !p.hasLexError(first) {
		p.script.Errors = append(p.script.Errors, &SyntaxError{Span: sp, Msg: msg})
	}
}

// hasLexError reports whether the statement starting at token first contains
// a lexical error.
func (p *parser) hasLexError(first int) bool {
	if len(p.lexErrs) == 0 || first >= len(p.toks) {
		return false
	}
	lo := int(p.toks[first].start)
	hi := len(p.src)
	if j := p.nextSemi(first); j < len(p.toks) {
		hi = int(p.toks[j].start)
	}
	for _, e := range p.lexErrs {
		if e.Span.Start >= lo && e.Span.Start <= hi {
			return true
		}
	}
	return false
}

// clip shortens token text quoted in messages.
func clip(s string) string {
	if len(s) > 40 {
		s = s[:37] + "..."
	}
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		s = s[:i] + "..."
	}
	return s
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
