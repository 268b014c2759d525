package jvmparse

import "strings"

type tokKind uint8

const (
	tNone tokKind = iota
	tIdent
	tString // a string literal; text is its content, escapes left as written
	tPunct
)

type tok struct {
	kind tokKind
	text string
}

func (t tok) is(p string) bool { return t.kind == tPunct && t.text == p }

// maxTokens bounds the work on any input.
const maxTokens = 1 << 20

// tokenize splits Java, Scala or Kotlin source into identifiers, string
// literals and punctuation, skipping white space, comments, character
// literals and numbers. It never fails: an unterminated comment or string
// runs to the end of the input.
func tokenize(s string) []tok {
	var out []tok
	for i := 0; i < len(s) && len(out) < maxTokens; {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
			i++
		case strings.HasPrefix(s[i:], "//"):
			i = skipTo(s, i+2, "\n")
		case strings.HasPrefix(s[i:], "/*"):
			i = skipTo(s, i+2, "*/")
		case strings.HasPrefix(s[i:], `"""`):
			end := skipTo(s, i+3, `"""`)
			out = append(out, tok{tString, s[i+3 : max(i+3, end-3)]})
			i = end
		case c == '"':
			j := i + 1
			for j < len(s) && s[j] != '"' && s[j] != '\n' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			out = append(out, tok{tString, s[i+1 : min(j, len(s))]})
			i = j + 1
		case c == '\'':
			// A character literal, or a Scala symbol: skipped.
			j := i + 1
			if j < len(s) && s[j] == '\\' {
				j++
			}
			j++
			if j < len(s) && s[j] == '\'' {
				j++
			}
			i = j
		case isIdentByte(c) && !(c >= '0' && c <= '9'):
			j := i + 1
			for j < len(s) && isIdentByte(s[j]) {
				j++
			}
			out = append(out, tok{tIdent, s[i:j]})
			i = j
		case c >= '0' && c <= '9':
			j := i + 1
			for j < len(s) && (isIdentByte(s[j]) || s[j] == '.') {
				j++
			}
			i = j
		default:
			out = append(out, tok{tPunct, s[i : i+1]})
			i++
		}
	}
	return out
}

// skipTo returns the offset just after the first end at or after i, or
// len(s).
func skipTo(s string, i int, end string) int {
	if i > len(s) {
		return len(s)
	}
	if j := strings.Index(s[i:], end); j >= 0 {
		return i + j + len(end)
	}
	return len(s)
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 0x80 || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
}
