package langsvc

import (
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// statementAt is the statement around off, split at ';' tokens (a
// statement being typed does not parse, so the parser's spans cannot say
// where it ends), and its tokens.
func statementAt(text string, toks []sqlparse.Token, off int) (sqlparse.Span, []sqlparse.Token) {
	lo, hi := 0, len(toks)
	start, end := 0, len(text)
	for i, t := range toks {
		if !isPunct(text, t, ';') {
			continue
		}
		if t.Span.End <= off {
			lo, start = i+1, t.Span.End
		} else {
			hi, end = i, t.Span.Start
			break
		}
	}
	return sqlparse.Span{Start: start, End: end}, toks[lo:hi]
}

// splitAt returns the tokens wholly before off and the token that holds
// off or ends at it, when that token is one a name or a value is typed in
// (a word, a quoted name, a string not yet closed before off).
func splitAt(toks []sqlparse.Token, off int) ([]sqlparse.Token, *sqlparse.Token) {
	for i := range toks {
		t := &toks[i]
		if t.Span.End < off {
			continue
		}
		if t.Span.Start >= off {
			return toks[:i], nil
		}
		switch {
		case t.Kind == sqlparse.TokPunct, t.Kind == sqlparse.TokHint && t.Span.End == off:
			return toks[:i+1], nil
		case closed(*t) && t.Span.End == off:
			return toks[:i+1], nil // after a closing quote
		}
		return toks[:i], t
	}
	return toks, nil
}

// closed reports whether t is a quoted token with its closing quote.
func closed(t sqlparse.Token) bool {
	switch t.Kind {
	case sqlparse.TokString, sqlparse.TokQuoted, sqlparse.TokDQuoted:
		return !t.Unterminated
	}
	return false
}

// prefix is the text of t before off, without an opening quote.
func prefix(text string, t sqlparse.Token, off int) string {
	s := text[t.Span.Start:off]
	switch t.Kind {
	case sqlparse.TokString:
		if i := strings.IndexByte(s, '\''); i >= 0 {
			s = s[i+1:]
		}
	case sqlparse.TokQuoted, sqlparse.TokDQuoted:
		s = s[1:]
	}
	return s
}

func isPunct(text string, t sqlparse.Token, c byte) bool {
	return t.Kind == sqlparse.TokPunct && text[t.Span.Start] == c
}

// isWord reports whether t is the plain word w (case-insensitive).
func isWord(text string, t sqlparse.Token, w string) bool {
	return t.Kind == sqlparse.TokWord && strings.EqualFold(text[t.Span.Start:t.Span.End], w)
}

// nameText is the text a word or quoted name stands for.
func nameText(text string, t sqlparse.Token) string {
	if t.Kind == sqlparse.TokWord {
		return text[t.Span.Start:t.Span.End]
	}
	return sqlparse.Unquote(text, t)
}

// isName reports whether t can be (part of) a name.
func isName(t sqlparse.Token) bool {
	return t.Kind == sqlparse.TokWord || t.Kind == sqlparse.TokQuoted
}
