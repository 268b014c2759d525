package flinkcorpus

import (
	"strings"
	"unicode/utf8"
)

// tokKind is the kind of a token of Java or Scala source.
type tokKind uint8

const (
	tIdent  tokKind = iota + 1
	tString         // a string literal; text is its value, escapes decoded
	tSymbol         // a Scala symbol literal 'name; text is the name
	tNumber
	tPunct
	tChar // a character literal
)

// token is one token with the line it starts on.
type token struct {
	kind tokKind
	text string
	line int
	// interp is the interpolator of a Scala string literal (s, f, raw),
	// "" for a plain literal.
	interp string
	// triple is true for a Scala or Java triple-quoted literal.
	triple bool
}

func (t token) is(p string) bool { return t.kind == tPunct && t.text == p }

func (t token) isIdent(name string) bool { return t.kind == tIdent && t.text == name }

// maxTokens bounds the work on any input.
const maxTokens = 1 << 21

// lex splits Java or Scala source into tokens, skipping white space and
// comments. It never fails: an unterminated comment or literal runs to the
// end of the input.
func lex(s string) []token {
	var out []token
	line := 1
	for i := 0; i < len(s) && len(out) < maxTokens; {
		c := s[i]
		switch {
		case c == '\n':
			line++
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f':
			i++
		case strings.HasPrefix(s[i:], "//"):
			i = skipTo(s, i+2, "\n") - 1
			if i < 0 || i >= len(s) {
				i = len(s)
			}
		case strings.HasPrefix(s[i:], "/*"):
			end := skipTo(s, i+2, "*/")
			line += strings.Count(s[i:end], "\n")
			i = end
		case strings.HasPrefix(s[i:], `"""`):
			end := skipTo(s, i+3, `"""`)
			// Scala: a closing run of more than three quotes keeps the extra ones.
			for end < len(s) && s[end] == '"' {
				end++
			}
			raw := s[i+3 : max(i+3, end-3)]
			out = append(out, token{kind: tString, text: raw, line: line, triple: true})
			line += strings.Count(s[i:end], "\n")
			i = end
		case c == '"':
			j := i + 1
			for j < len(s) && s[j] != '"' && s[j] != '\n' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			out = append(out, token{kind: tString, text: unescape(s[i+1 : min(j, len(s))]), line: line})
			i = j + 1
		case c == '\'':
			// A character literal, or a Scala symbol.
			if i+2 < len(s) && s[i+1] == '\\' {
				j := skipTo(s, i+2, "'")
				out = append(out, token{kind: tChar, text: s[i:j], line: line})
				i = j
				continue
			}
			if i+2 < len(s) && s[i+2] == '\'' {
				out = append(out, token{kind: tChar, text: s[i+1 : i+2], line: line})
				i += 3
				continue
			}
			j := i + 1
			for j < len(s) && isIdentByte(s[j]) {
				j++
			}
			if j > i+1 {
				out = append(out, token{kind: tSymbol, text: s[i+1 : j], line: line})
				i = j
				continue
			}
			_, size := utf8.DecodeRuneInString(s[i+1:])
			j = i + 1 + size
			if j < len(s) && s[j] == '\'' {
				j++
			}
			out = append(out, token{kind: tChar, text: s[i:min(j, len(s))], line: line})
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < len(s) && (isIdentByte(s[j]) || s[j] == '.') {
				if s[j] == '.' && (j+1 >= len(s) || s[j+1] < '0' || s[j+1] > '9') {
					break
				}
				j++
			}
			out = append(out, token{kind: tNumber, text: s[i:j], line: line})
			i = j
		case isIdentByte(c) || c >= 0x80:
			j := i
			for j < len(s) && (isIdentByte(s[j]) || s[j] >= 0x80) {
				j++
			}
			word := s[i:j]
			// A Scala interpolated string: s"..", f"..", raw"..", s"""..""".
			if j < len(s) && s[j] == '"' && (word == "s" || word == "f" || word == "raw") {
				before := len(out)
				i = j
				// Lex the literal on the next round and mark it.
				sub := lex(s[i:min(len(s), i+endOfLiteral(s[i:]))])
				if len(sub) > 0 && sub[0].kind == tString {
					t := sub[0]
					t.line = line
					t.interp = word
					out = append(out[:before], t)
					n := endOfLiteral(s[i:])
					line += strings.Count(s[i:i+n], "\n")
					i += n
					continue
				}
				out = append(out, token{kind: tIdent, text: word, line: line})
				continue
			}
			out = append(out, token{kind: tIdent, text: word, line: line})
			i = j
		default:
			// Multi-character operators that matter: -> => :: ++
			for _, op := range []string{"->", "=>", "::", "++", "==", "!=", "&&", "||"} {
				if strings.HasPrefix(s[i:], op) {
					out = append(out, token{kind: tPunct, text: op, line: line})
					i += len(op)
					goto next
				}
			}
			out = append(out, token{kind: tPunct, text: s[i : i+1], line: line})
			i++
		next:
		}
	}
	return out
}

// endOfLiteral is the length of the string literal s starts with.
func endOfLiteral(s string) int {
	if strings.HasPrefix(s, `"""`) {
		end := skipTo(s, 3, `"""`)
		for end < len(s) && s[end] == '"' {
			end++
		}
		return end
	}
	j := 1
	for j < len(s) && s[j] != '"' && s[j] != '\n' {
		if s[j] == '\\' {
			j++
		}
		j++
	}
	return min(j+1, len(s))
}

func skipTo(s string, i int, end string) int {
	if i > len(s) {
		return len(s)
	}
	k := strings.Index(s[i:], end)
	if k < 0 {
		return len(s)
	}
	return i + k + len(end)
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// unescape decodes the escapes of a Java or Scala string literal.
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'b', 'f':
		case 's':
			b.WriteByte(' ')
		case 'u':
			j := i + 1
			for j < len(s) && s[j] == 'u' {
				j++
			}
			if j+4 <= len(s) {
				var r rune
				ok := true
				for _, h := range s[j : j+4] {
					r <<= 4
					switch {
					case h >= '0' && h <= '9':
						r |= h - '0'
					case h >= 'a' && h <= 'f':
						r |= h - 'a' + 10
					case h >= 'A' && h <= 'F':
						r |= h - 'A' + 10
					default:
						ok = false
					}
				}
				if ok {
					b.WriteRune(r)
					i = j + 3
					continue
				}
			}
			b.WriteString(`\u`)
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}
