package sqlparse

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// isNameToken reports whether t can be an identifier: a word (keywords are
// not reserved here; the grammar position decides), a quoted identifier or a
// hole.
func isNameToken(t token) bool {
	return t.kind == tkIdent || t.kind == tkQuoted || t.kind == tkDQuoted
}

// parseIdent parses one identifier.
func (p *parser) parseIdent(context string) Ident {
	t := p.tok()
	if !isNameToken(t) {
		p.fail("identifier" + context)
	}
	p.pos++
	return p.identOf(t)
}

func (p *parser) identOf(t token) Ident {
	id := Ident{Span: Span{int(t.start), int(t.end)}, Hole: t.hole()}
	switch t.kind {
	case tkQuoted, tkDQuoted:
		id.Quoted = true
		id.Name = unquote(p.src, t)
	default:
		id.Name = p.text(t)
	}
	return id
}

// parseQualifiedName parses `a[.b[.c]]`.
func (p *parser) parseQualifiedName(context string) QualifiedName {
	first := p.parseIdent(context)
	q := QualifiedName{Span: first.Span, Parts: p.oneIdent(first)}
	for p.isPunct('.') && isNameToken(p.peekAt(p.pos+1)) {
		p.pos++
		id := p.parseIdent(context)
		q.Parts = append(q.Parts, id)
		q.Span.End = id.Span.End
	}
	return q
}

// oneIdent returns a one-element slice holding id, carved from a shared
// block so that the many one-part names of a script cost few allocations.
// Its capacity is one: appending copies it out of the block. Blocks grow
// from 4 to 64 names: most scripts are one statement in a Python string,
// and a fixed block of 64 left most of it unused but alive with the
// script's AST (bench/README.md has the figure).
func (p *parser) oneIdent(id Ident) []Ident {
	if len(p.identBlock) == 0 {
		p.identBlockSize = min(max(2*p.identBlockSize, 4), 64)
		p.identBlock = make([]Ident, p.identBlockSize)
	}
	s := p.identBlock[:1:1]
	p.identBlock = p.identBlock[1:]
	s[0] = id
	return s
}

// parseIdentList parses `( ident [, ident]* )`.
func (p *parser) parseIdentList(context string) []Ident {
	p.expectPunct('(', context)
	var ids []Ident
	if p.acceptPunct(')') {
		return ids
	}
	for {
		q := p.parseQualifiedName(" in column list")
		id := q.Parts[len(q.Parts)-1]
		if len(q.Parts) > 1 {
			id = Ident{Span: q.Span, Name: q.String(), Hole: id.Hole}
			for _, part := range q.Parts {
				id.Hole = id.Hole || part.Hole
			}
		}
		ids = append(ids, id)
		if !p.acceptPunct(',') {
			break
		}
	}
	p.expectPunct(')', " to close the column list")
	return ids
}

// parseString parses a string literal ('...' or U&'...' [UESCAPE 'c']).
func (p *parser) parseString(context string) Literal {
	t := p.tok()
	if t.kind != tkString && t.kind != tkUString && t.kind != tkDQuoted {
		if t.kind == tkIdent && t.hole() {
			p.pos++
			return Literal{Span: Span{int(t.start), int(t.end)}, Hole: true}
		}
		p.fail("string literal" + context)
	}
	p.pos++
	return p.stringLiteral(t)
}

// stringLiteral builds the literal of a string token; for U&'...' it decodes
// the escapes and consumes a following UESCAPE clause.
func (p *parser) stringLiteral(t token) Literal {
	lit := Literal{Span: Span{int(t.start), int(t.end)}, Quoted: true, Hole: t.hole(), Value: unquote(p.src, t)}
	if t.kind == tkUString {
		esc := byte('\\')
		if p.isKw(kwUESCAPE) && p.peekAt(p.pos+1).kind == tkString {
			e := unquote(p.src, p.toks[p.pos+1])
			if len(e) == 1 {
				esc = e[0]
			}
			lit.Span.End = int(p.toks[p.pos+1].end)
			p.pos += 2
		}
		lit.Value = decodeUnicode(lit.Value, esc)
	}
	return lit
}

// decodeUnicode resolves the escapes of a U&'...' literal: escXXXX,
// esc+XXXXXX and a doubled escape character. Malformed escapes are kept.
func decodeUnicode(s string, esc byte) string {
	if strings.IndexByte(s, esc) < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != esc {
			b.WriteByte(c)
			continue
		}
		switch {
		case i+1 < len(s) && s[i+1] == esc:
			b.WriteByte(esc)
			i++
		case i+7 < len(s) && s[i+1] == '+':
			if r, err := strconv.ParseUint(s[i+2:i+8], 16, 32); err == nil && utf8.ValidRune(rune(r)) {
				b.WriteRune(rune(r))
				i += 7
				continue
			}
			b.WriteByte(c)
		case i+4 < len(s):
			if r, err := strconv.ParseUint(s[i+1:i+5], 16, 32); err == nil && utf8.ValidRune(rune(r)) {
				b.WriteRune(rune(r))
				i += 4
				continue
			}
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// parseValue parses a literal in value position: a string, a number (with
// sign), TRUE/FALSE, a bare word or a hole. Adjacent tokens without
// whitespace between them (10s, a.b-c) form one bare value.
func (p *parser) parseValue(context string) Literal {
	t := p.tok()
	switch t.kind {
	case tkString, tkUString, tkDQuoted:
		p.pos++
		lit := p.stringLiteral(t)
		for t.kind == tkString && p.isContinuation(lit.Span.End) {
			// Adjacent strings separated by a line break are one literal.
			next := p.stringLiteral(p.toks[p.pos])
			p.pos++
			lit.Value += next.Value
			lit.Hole = lit.Hole || next.Hole
			lit.Span.End = next.Span.End
		}
		return lit
	case tkIdent, tkNumber, tkQuoted:
		return p.parseBare()
	case tkPunct:
		if c := p.src[int(t.start)]; (c == '-' || c == '+') && p.peekAt(p.pos+1).kind == tkNumber {
			return p.parseBare()
		}
	}
	p.fail("value" + context)
	return Literal{}
}

// parseKey parses an option key: a string or a bare dotted key.
func (p *parser) parseKey(context string) Literal {
	t := p.tok()
	switch t.kind {
	case tkString, tkUString, tkDQuoted:
		p.pos++
		return p.stringLiteral(t)
	case tkIdent, tkQuoted, tkNumber:
		return p.parseBare()
	}
	p.fail("option key" + context)
	return Literal{}
}

// parseBare consumes a run of adjacent word, number and . - + : tokens.
func (p *parser) parseBare() Literal {
	first := p.tok()
	lit := Literal{Span: Span{int(first.start), int(first.end)}, Hole: first.hole()}
	p.pos++
	for p.pos < p.end {
		t := p.toks[p.pos]
		if int(t.start) != lit.Span.End {
			break
		}
		ok := t.kind == tkIdent || t.kind == tkNumber
		if t.kind == tkPunct {
			switch p.src[int(t.start)] {
			case '.', '-', '+', ':', '/':
				ok = true
			}
		}
		if !ok {
			break
		}
		lit.Span.End = int(t.end)
		lit.Hole = lit.Hole || t.hole()
		p.pos++
	}
	if first.kind == tkQuoted && lit.Span.End == int(first.end) {
		lit.Value = unquote(p.src, first)
	} else {
		lit.Value = p.src[lit.Span.Start:lit.Span.End]
	}
	return lit
}

// parseOptionList parses `( 'k' = 'v' [, ...] )` (a trailing comma is
// tolerated).
func (p *parser) parseOptionList(context string) []Option {
	if t := p.tok(); t.hole() && t.kind == tkIdent {
		// WITH {options}: a hole standing for the whole list.
		p.pos++
		sp := Span{int(t.start), int(t.end)}
		return []Option{{Key: Literal{Span: sp, Hole: true}, Value: Literal{Span: sp, Hole: true}}}
	}
	p.expectPunct('(', context)
	opts := make([]Option, 0, p.countItems(p.pos))
	for !p.isPunct(')') {
		o := p.parseOption()
		opts = append(opts, o)
		if !p.acceptPunct(',') && !(o.Key.Hole && p.optionAt(p.pos)) && !p.holeOptionsAt(p.pos) {
			break
		}
	}
	p.expectPunct(')', " after option list")
	return opts
}

// holeOptionsAt reports whether the token at i is a hole standing alone for
// any number of options: followed by ',' or ')', or by the next option's
// key (a hole that held its own separating commas, "'k' = 'v',\n" or "",
// as a template's conditional part does).
func (p *parser) holeOptionsAt(i int) bool {
	t := p.peekAt(i)
	return i < p.end && t.hole() && t.kind == tkIdent && (p.isPunctAt(i+1, ',') || p.isPunctAt(i+1, ')') || p.optionAt(i+1))
}

// optionAt reports whether an option (a quoted key and '=') starts at token i.
func (p *parser) optionAt(i int) bool {
	return i < p.end && p.peekAt(i).kind == tkString && p.isPunctAt(i+1, '=')
}

// parseProperties parses Flink's Properties, the option list of WITH and
// SET: like parseOptionList, but every key and value is a string literal
// (TableOption: StringLiteral = StringLiteral), as Flink requires; 'k' = 2
// and k = 'v' are errors. Holes stand for literals.
func (p *parser) parseProperties(context string) []Option {
	opts := p.parseOptionList(context)
	for _, o := range opts {
		for _, lit := range [2]Literal{o.Key, o.Value} {
			if !lit.Hole && (!lit.Quoted || p.src[lit.Span.Start] == '"') {
				what := "string literal (an option value is quoted: '...')"
				if lit.Span == o.Key.Span {
					what = "string literal (an option key is quoted: '...')"
				}
				p.errorAt(lit.Span, "expected "+what+", found '"+clip(p.src[lit.Span.Start:lit.Span.End])+"'")
				panic(bailout{})
			}
		}
	}
	return opts
}

// parseOption parses one `key = value`. A hole standing alone stands for any
// number of options; it becomes one Option whose key and value are holes.
func (p *parser) parseOption() Option {
	if t := p.tok(); p.holeOptionsAt(p.pos) {
		p.pos++
		sp := Span{int(t.start), int(t.end)}
		return Option{Key: Literal{Span: sp, Hole: true}, Value: Literal{Span: sp, Hole: true}}
	}
	if p.isPunct('.') && p.isPunctAt(p.pos+1, '.') && p.isPunctAt(p.pos+2, '.') &&
		(p.isPunctAt(p.pos+3, ',') || p.isPunctAt(p.pos+3, ')')) {
		// WITH (...): an author's elision, as in documentation. It stands
		// for options not written down, like a hole.
		sp := Span{int(p.toks[p.pos].start), int(p.toks[p.pos+2].end)}
		p.pos += 3
		return Option{Key: Literal{Span: sp, Hole: true}, Value: Literal{Span: sp, Hole: true}}
	}
	key := p.parseKey(" in option list")
	p.expectPunct('=', " after option key")
	val := p.parseValue(" after '='")
	return Option{Key: key, Value: val}
}

// skipBalanced consumes a parenthesised group starting at '(' without
// recursion.
func (p *parser) skipBalanced() {
	p.expectPunct('(', "")
	depth := 1
	for p.pos < p.end {
		t := p.toks[p.pos]
		p.pos++
		if t.kind != tkPunct {
			continue
		}
		switch p.src[t.start] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return
			}
		}
	}
	p.fail("')' to close '('")
}

// skipExpr consumes an expression up to a ',' or ')' at depth zero (not
// consumed), or a COMMENT keyword at depth zero when stopAtComment is set.
func (p *parser) skipExpr(stopAtComment bool, context string) Span {
	start := int(p.tok().start)
	depth := 0
	for p.pos < p.end {
		t := p.toks[p.pos]
		if t.kind == tkPunct {
			switch p.src[int(t.start)] {
			case '(', '[':
				depth++
			case ')', ']':
				if depth == 0 {
					return p.exprSpan(start, context)
				}
				depth--
			case ',':
				if depth == 0 {
					return p.exprSpan(start, context)
				}
			}
		} else if depth == 0 && stopAtComment && t.kw == kwCOMMENT && p.peekAt(p.pos+1).kind == tkString {
			return p.exprSpan(start, context)
		}
		p.pos++
	}
	return p.exprSpan(start, context)
}

func (p *parser) exprSpan(start int, context string) Span {
	if p.pos > 0 && p.pos-1 >= p.first && int(p.toks[p.pos-1].start) >= start {
		return Span{start, int(p.toks[p.pos-1].end)}
	}
	p.fail("expression" + context)
	return Span{}
}

// countItems estimates the number of comma-separated items of the list whose
// first token is i (just after its '('), so list slices are allocated once.
func (p *parser) countItems(i int) int { return p.countItemsBut(i, nil) }

// countItemsBut is countItems without the items whose first token skip
// (when not nil) accepts.
func (p *parser) countItemsBut(i int, skip func(first int) bool) int {
	n, depth := 1, 0
	if skip != nil && skip(i) {
		n = 0
	}
	for ; i < p.end; i++ {
		t := p.toks[i]
		if t.kind != tkPunct {
			continue
		}
		switch p.src[t.start] {
		case '(', '<':
			depth++
		case ')', '>':
			if depth == 0 {
				return n
			}
			depth--
		case ',':
			if depth == 0 && (skip == nil || !skip(i+1)) {
				n++
			}
		}
	}
	return n
}

// isContinuation reports whether the current token is a plain string
// separated from the previous literal (ending at end) by a line break.
func (p *parser) isContinuation(end int) bool {
	t := p.tok()
	return t.kind == tkString && strings.IndexByte(p.src[end:t.start], '\n') >= 0 &&
		strings.TrimSpace(p.src[end:t.start]) == ""
}
