package sqlparse

import "strings"

// tokKind classifies a token.
type tokKind uint8

const (
	tkEOF     tokKind = iota
	tkIdent           // a plain word (keyword or identifier)
	tkQuoted          // `backquoted identifier`
	tkDQuoted         // "double-quoted" text, accepted as identifier or string
	tkString          // 'string'
	tkUString         // U&'unicode string'
	tkNumber          // 12, 1.5, 2e10
	tkHint            // /*+ ... */
	tkPunct           // any other single byte
)

// token flags.
const (
	fHole    uint8 = 1 << iota // contains HoleRune
	fBad                       // unterminated string, identifier or hint
	fEscaped                   // contains a doubled quote to resolve
)

// token is one lexical token: a byte range of the input plus its class.
// Plain words carry their keyword id so the parser compares integers.
type token struct {
	start, end int32
	kind       tokKind
	flags      uint8
	kw         kw
}

func (t token) hole() bool { return t.flags&fHole != 0 }

// lexer turns a byte range of the input into tokens, collecting comments and
// lexical errors on the way.
type lexer struct {
	src      string
	toks     []token
	comments []Comment
	errs     []*SyntaxError
}

// isWordByte reports whether c may continue an identifier. Every non-ASCII
// byte counts, so identifiers in any script and HoleRune (U+E000) are words.
func isWordByte(c byte) bool { return byteClass[c]&cWord != 0 }

// Byte classes for the lexer's hot loops.
const (
	cWord  uint8 = 1 << iota // may continue an identifier
	cSpace                   // ASCII white space
)

// byteClass classifies every byte value. Built once, never written.
var byteClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		if b >= 0x80 || b == '_' || b == '$' || ('a' <= b && b <= 'z') || ('A' <= b && b <= 'Z') || ('0' <= b && b <= '9') {
			t[c] |= cWord
		}
		switch b {
		case ' ', '\t', '\n', '\r', '\f', '\v':
			t[c] |= cSpace
		}
	}
	return t
}()

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// lex tokenizes src[lo:hi] and returns the offset where it stopped: hi, or
// just after the first ';' when stopAtSemi is set, so a script is lexed one
// statement at a time into a reused buffer. Comments are recorded only when
// keepComments is set (hint bodies are re-lexed without it).
func (lx *lexer) lex(lo, hi int, keepComments, stopAtSemi bool) int {
	src := lx.src
	i := lo
	for i < hi {
		c := src[i]
		switch {
		case byteClass[c]&cSpace != 0:
			i++
			for i < hi && byteClass[src[i]]&cSpace != 0 {
				i++
			}
		case c == '-' && i+1 < hi && src[i+1] == '-':
			j := strings.IndexByte(src[i:hi], '\n')
			end := hi
			if j >= 0 {
				end = i + j
			}
			textEnd := end
			if textEnd > i+2 && src[textEnd-1] == '\r' {
				textEnd--
			}
			if keepComments {
				lx.comments = append(lx.comments, Comment{Span: Span{i, end}, Text: src[i+2 : textEnd]})
			}
			i = end
		case c == '/' && i+1 < hi && src[i+1] == '*':
			j := strings.Index(src[i+2:hi], "*/")
			isHint := i+2 < hi && src[i+2] == '+'
			end, textEnd, bad := hi, hi, false
			if j >= 0 {
				textEnd = i + 2 + j
				end = textEnd + 2
			} else {
				bad = true
				lx.errs = append(lx.errs, &SyntaxError{Span: Span{i, i + 2}, Msg: "unterminated comment"})
			}
			if isHint {
				t := token{start: int32(i), end: int32(end), kind: tkHint}
				if bad {
					t.flags |= fBad
				}
				lx.toks = append(lx.toks, t)
			} else if keepComments {
				lx.comments = append(lx.comments, Comment{Span: Span{i, end}, Text: src[i+2 : textEnd]})
			}
			i = end
		case (c == '$' || c == '{') && templateHole(src[i:hi]) > 0:
			// ${VAR} / {{ var }}: a placeholder a template engine fills in,
			// a word of unknown text like a Python hole.
			n := templateHole(src[i:hi])
			lx.toks = append(lx.toks, token{start: int32(i), end: int32(i + n), kind: tkIdent, flags: fHole})
			i += n
		case c == '{' && i+1 < hi && (src[i+1] == '%' || src[i+1] == '#'):
			// {% tag %} / {# note #}: template control, not SQL.
			end := hi
			if j := strings.Index(src[i+2:hi], string(src[i+1])+"}"); j >= 0 {
				end = i + 2 + j + 2
			}
			i = end
		case c == '\'':
			i = lx.quoted(i, i, hi, '\'', tkString)
		case (c == 'U' || c == 'u') && i+2 < hi && src[i+1] == '&' && src[i+2] == '\'':
			i = lx.quoted(i, i+2, hi, '\'', tkUString)
		case c == '`':
			i = lx.quoted(i, i, hi, '`', tkQuoted)
		case c == '"':
			i = lx.quoted(i, i, hi, '"', tkDQuoted)
		case isDigit(c):
			j := i + 1
			for j < hi && isDigit(src[j]) {
				j++
			}
			if j+1 < hi && src[j] == '.' && isDigit(src[j+1]) {
				j += 2
				for j < hi && isDigit(src[j]) {
					j++
				}
			}
			if j < hi && (src[j] == 'e' || src[j] == 'E') {
				k := j + 1
				if k < hi && (src[k] == '+' || src[k] == '-') {
					k++
				}
				if k < hi && isDigit(src[k]) {
					for k < hi && isDigit(src[k]) {
						k++
					}
					j = k
				}
			}
			lx.toks = append(lx.toks, token{start: int32(i), end: int32(j), kind: tkNumber})
			i = j
		case c >= 0x80 && unicodeSpace(src[i:hi]) > 0:
			i += unicodeSpace(src[i:hi])
		case isWordByte(c):
			j := i + 1
			ascii := c < 0x80
			for j < hi && byteClass[src[j]]&cWord != 0 {
				if src[j] >= 0x80 {
					if unicodeSpace(src[j:hi]) > 0 {
						break
					}
					ascii = false
				}
				j++
			}
			t := token{start: int32(i), end: int32(j), kind: tkIdent}
			if shellVariable(src[i:j]) {
				// $TEMPORARY, $MODE: a shell variable filled in before the
				// script runs. No Flink identifier begins with '$', so this
				// is a word of unknown text, like a Python hole.
				t.flags |= fHole
			} else if ascii {
				t.kw = lookupKeyword(src[i:j])
			} else if strings.Contains(src[i:j], HoleString) {
				t.flags |= fHole
			}
			lx.toks = append(lx.toks, t)
			i = j
		default:
			lx.toks = append(lx.toks, token{start: int32(i), end: int32(i + 1), kind: tkPunct})
			i++
			if c == ';' && stopAtSemi {
				return i
			}
		}
	}
	return hi
}

// shellVariable reports whether a word is a shell variable: '$' and a
// letter or '_' first.
func shellVariable(w string) bool {
	return len(w) > 1 && w[0] == '$' && (w[1] == '_' || ('A' <= w[1] && w[1] <= 'Z') || ('a' <= w[1] && w[1] <= 'z'))
}

// unicodeSpace returns the length of the Unicode space character (no-break
// space, byte order mark, the U+2000 block, ideographic space) that s starts
// with, or 0. Such characters come from copy-pasted SQL and separate words.
func unicodeSpace(s string) int {
	switch {
	case len(s) >= 2 && s[0] == 0xC2 && s[1] == 0xA0: // U+00A0
		return 2
	case len(s) >= 3 && s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF: // U+FEFF
		return 3
	case len(s) >= 3 && s[0] == 0xE2 && s[1] == 0x80 && (s[2] <= 0x8B || s[2] == 0xAF): // U+2000..U+200B, U+202F
		return 3
	case len(s) >= 3 && s[0] == 0xE3 && s[1] == 0x80 && s[2] == 0x80: // U+3000
		return 3
	}
	return 0
}

// quoted scans a quoted token whose quote character is at q (start is the
// token start, which differs for U&'...'). A doubled quote escapes one.
func (lx *lexer) quoted(start, q, hi int, quote byte, kind tokKind) int {
	src := lx.src
	t := token{start: int32(start), kind: kind}
	j := q + 1
	for {
		k := strings.IndexByte(src[j:hi], quote)
		if k < 0 {
			t.end = int32(hi)
			t.flags |= fBad
			what := "string literal"
			if kind == tkQuoted || kind == tkDQuoted {
				what = "quoted identifier"
			}
			lx.errs = append(lx.errs, &SyntaxError{Span: Span{start, q + 1}, Msg: "unterminated " + what})
			break
		}
		j += k + 1
		if j < hi && src[j] == quote {
			t.flags |= fEscaped
			j++
			continue
		}
		t.end = int32(j)
		break
	}
	bodyEnd := int(t.end)
	if t.flags&fBad == 0 {
		bodyEnd-- // the closing quote
	}
	if body := src[q+1 : bodyEnd]; strings.Contains(body, HoleString) || hasTemplateHole(body) {
		t.flags |= fHole
	}
	lx.toks = append(lx.toks, t)
	return int(t.end)
}

// maxTemplateHole bounds the length of a ${...} or {{ ... }} placeholder.
const maxTemplateHole = 256

// templateHole returns the length of the template placeholder s starts
// with (${VAR}, {{ var }}), or 0. Neither form is Flink SQL.
func templateHole(s string) int {
	var closer string
	switch {
	case strings.HasPrefix(s, "${"):
		closer = "}"
	case strings.HasPrefix(s, "{{"):
		closer = "}}"
	default:
		return 0
	}
	body := s[2:min(len(s), maxTemplateHole)]
	j := strings.Index(body, closer)
	if j < 0 || strings.ContainsAny(body[:j], "\n;'") {
		return 0
	}
	return 2 + j + len(closer)
}

// hasTemplateHole reports whether a string literal's text is filled in by
// a template engine or a shell: it holds ${...} or {{ ... }}, or is one
// $VAR as a whole. Its value is then not known.
func hasTemplateHole(body string) bool {
	for i := 0; i < len(body); i++ {
		if (body[i] == '$' || body[i] == '{') && templateHole(body[i:]) > 0 {
			return true
		}
	}
	if len(body) > 1 && body[0] == '$' && (body[1] == '_' || ('A' <= body[1] && body[1] <= 'Z') || ('a' <= body[1] && body[1] <= 'z')) {
		for i := 2; i < len(body); i++ {
			if byteClass[body[i]]&cWord == 0 || body[i] >= 0x80 {
				return false
			}
		}
		return true
	}
	return false
}

// unquote returns the content of a quoted token with doubled quotes resolved.
func unquote(src string, t token) string {
	q := int(t.start)
	if t.kind == tkUString {
		q += 2
	}
	end := int(t.end)
	if t.flags&fBad == 0 {
		end-- // closing quote
	}
	body := src[q+1 : end]
	if t.flags&fEscaped == 0 {
		return body
	}
	quote := src[q : q+1]
	return strings.ReplaceAll(body, quote+quote, quote)
}
