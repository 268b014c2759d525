package sqlparse

// TokenKind classifies a Token of Lex.
type TokenKind uint8

const (
	TokWord    TokenKind = iota + 1 // a plain word: keyword or identifier
	TokQuoted                       // `backquoted identifier`
	TokDQuoted                      // "double-quoted" text
	TokString                       // 'string' or U&'string'
	TokNumber                       // 12, 1.5, 2e10
	TokHint                         // /*+ ... */
	TokPunct                        // any other single byte
)

// Token is one lexical token of Lex, for readers that look at text the
// parser may not accept (the language service looks at a statement being
// typed).
type Token struct {
	Span Span
	Kind TokenKind
	// Hole is set when the token holds a hole (HoleRune, a template
	// placeholder): its text is not known.
	Hole bool
	// Unterminated is set on a string, quoted identifier or hint whose
	// closing quote is missing: it runs to the end of the input.
	Unterminated bool
	// Keyword is set on a word the parser reads as a keyword.
	Keyword bool
}

// Lex splits src into tokens and comments as the parser does, so that no
// other package keeps a second copy of Flink SQL's lexical rules.
func Lex(src string) ([]Token, []Comment) {
	lx := lexer{src: src}
	lx.lex(0, len(src), true, false)
	out := make([]Token, len(lx.toks))
	for i, t := range lx.toks {
		out[i] = Token{Span: Span{int(t.start), int(t.end)}, Kind: tokenKinds[t.kind], Hole: t.hole(),
			Unterminated: t.flags&fBad != 0, Keyword: t.kw != kwNone}
	}
	return out, lx.comments
}

var tokenKinds = [...]TokenKind{tkIdent: TokWord, tkQuoted: TokQuoted, tkDQuoted: TokDQuoted, tkString: TokString,
	tkUString: TokString, tkNumber: TokNumber, tkHint: TokHint, tkPunct: TokPunct}

// Unquote is the text of a string or quoted identifier token of src
// without its quotes, doubled quotes resolved; a word's text as written.
func Unquote(src string, t Token) string {
	var kind tokKind
	switch t.Kind {
	case TokString:
		kind = tkString
		if src[t.Span.Start] != '\'' {
			kind = tkUString
		}
	case TokQuoted:
		kind = tkQuoted
	case TokDQuoted:
		kind = tkDQuoted
	default:
		return src[t.Span.Start:t.Span.End]
	}
	var fl uint8
	if t.Unterminated {
		fl |= fBad
	}
	fl |= fEscaped
	return unquote(src, token{start: int32(t.Span.Start), end: int32(t.Span.End), kind: kind, flags: fl})
}
