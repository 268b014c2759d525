package pyparse

// A string literal in single quotes (not triple) that its line ends
// before closing is an error Python's tokenizer always reports, at the
// quote ("unterminated string literal"). tree-sitter reports it too, but
// its error recovery lexes the rest of the line again at each place it
// tries, a cost that grows with the square of the line's length and
// allocates nothing, so the parse's work budget (budget.go) does not see
// it: a 1 MB line after an unbalanced quote took 2.3 s before its parse
// was cut (issue 46: no input of 1 MB takes more than 1 s), a line of 16 KB
// 0.4 s. A file whose scan finds such a string with more than
// maxOpenRest bytes of its line after it is not parsed: it is reported
// not analysed at the quote, as a cut parse is, and Python refuses it.
//
// Handing tree-sitter the file with that rest blanked (byte offsets kept)
// was tried: it parses in microseconds, but tree-sitter's recovery then
// places the first error elsewhere in about a third of the corpus's files
// with a broken string appended to a line (TestOpenStringScan's history:
// "missing string_end", or an ERROR node wrapping the file's first
// statement), so the findings of the rest of the file would be a guess.
//
// The scan follows Python's tokenizer for what it needs (comments, string
// prefixes, single and triple quotes, escapes, backslash continuations,
// f-string replacement fields); where it cannot be sure (an f-string field
// holding its own quote, a comment, a backslash or a line end, \N{...}, a
// one-line f-string left open after a field), it finds nothing.

import "bytes"

// maxOpenRest is the length of a line's rest after an unterminated quote
// past which the file is not parsed.
const maxOpenRest = 8 << 10

// longOpenString returns the quote of the first one-line string of src that
// Python's tokenizer leaves unterminated, and how many bytes its line goes
// on after it, when some such string has more than maxRest bytes of line
// after its quote; ok false otherwise, or when the scan is not sure.
func longOpenString(src []byte, maxRest int) (quote, rest int, ok bool) {
	if !hasLineOf(src, maxRest) {
		return 0, 0, false
	}
	s := openScan{src: src}
	if !s.code(false, 0) || len(s.open) == 0 {
		return 0, 0, false
	}
	for _, o := range s.open {
		if o.end-(o.quote+1) > maxRest {
			first := s.open[0]
			return first.quote, first.end - (first.quote + 1), true
		}
	}
	return 0, 0, false
}

// hasLineOf reports whether a line of src is at least n bytes long.
func hasLineOf(src []byte, n int) bool {
	for len(src) >= n {
		i := bytes.IndexByte(src, '\n')
		if i < 0 {
			return true
		}
		if i >= n {
			return true
		}
		src = src[i+1:]
	}
	return false
}

// openScan scans a file for unterminated one-line strings.
type openScan struct {
	src  []byte
	i    int
	open []openString
}

// openString is an unterminated one-line string: its quote, and the end of
// its line (the offset of the line break).
type openString struct{ quote, end int }

// code scans code up to the end of src, or, inside an f-string's field
// (field true), up to the '}' or ':' that ends the field's expression at
// bracket depth 0, not consumed; enclosing is the quote of that f-string.
// It returns false when the scan cannot be sure.
func (s *openScan) code(field bool, enclosing byte) bool {
	depth := 0
	for s.i < len(s.src) {
		c := s.src[s.i]
		switch {
		case c == '#':
			if field {
				return false
			}
			for s.i < len(s.src) && s.src[s.i] != '\n' && s.src[s.i] != '\r' {
				s.i++
			}
		case c == '\\':
			if field {
				return false
			}
			s.skipEscape() // a continuation (or a stray backslash: Python's error, and tree-sitter's)
		case c == '\n' || c == '\r':
			if field {
				return false
			}
			s.i++
		case c == '\'' || c == '"':
			if field && c == enclosing {
				return false // PEP 701's nesting, or the f-string's end: not sure
			}
			if !s.str(s.prefix()) {
				return false
			}
		case field && (c == '(' || c == '[' || c == '{'):
			depth++
			s.i++
		case field && (c == ')' || c == ']'):
			if depth == 0 {
				return false
			}
			depth--
			s.i++
		case field && c == '}':
			if depth == 0 {
				return true
			}
			depth--
			s.i++
		case field && c == ':' && depth == 0:
			return true
		case field && c == '!' && depth == 0 && s.i+1 < len(s.src) && s.src[s.i+1] != '=':
			return true // a conversion (!r, !s, !a)
		default:
			s.i++
		}
	}
	return !field
}

// prefix returns the string prefix before the quote at s.i: the letters
// right before it when they are a whole name that is a string prefix.
func (s *openScan) prefix() string {
	j := s.i
	for j > 0 && s.i-j < 3 && isIdentStart(s.src[j-1]) {
		j--
	}
	if j > 0 && (isIdentByte(s.src[j-1]) || s.src[j-1] >= 0x80) {
		return "" // part of a longer name: that name, then a plain string
	}
	p := bytes.ToLower(s.src[j:s.i])
	switch string(p) {
	case "", "r", "u", "b", "br", "rb", "f", "fr", "rf", "t", "tr", "rt":
		return string(p)
	}
	return ""
}

// str scans the string whose quote is at s.i, with prefix p.
func (s *openScan) str(p string) bool {
	q := s.src[s.i]
	triple := bytes.HasPrefix(s.src[s.i:], []byte{q, q, q})
	start := s.i
	if triple {
		s.i += 3
	} else {
		s.i++
	}
	format := bytes.ContainsAny([]byte(p), "ft")
	raw := bytes.ContainsRune([]byte(p), 'r')
	fields := false // a replacement field was read
	for s.i < len(s.src) {
		c := s.src[s.i]
		switch {
		case c == '\\':
			if format && !raw && s.i+1 < len(s.src) && s.src[s.i+1] == 'N' {
				return false // \N{NAME}: its braces are no field
			}
			s.skipEscape()
		case c == q && (!triple || bytes.HasPrefix(s.src[s.i:], []byte{q, q, q})):
			if triple {
				s.i += 3
			} else {
				s.i++
			}
			return true
		case (c == '\n' || c == '\r') && !triple:
			if fields {
				return false // an f-string left open after a field: not sure where Python says
			}
			s.open = append(s.open, openString{quote: start, end: s.i})
			return true // the tokenizer's error; the next line is code
		case format && c == '{':
			if s.i+1 < len(s.src) && s.src[s.i+1] == '{' {
				s.i += 2
				continue
			}
			if !s.field(q) {
				return false
			}
			fields = true
		default:
			s.i++
		}
	}
	if !triple && !fields {
		s.open = append(s.open, openString{quote: start, end: len(s.src)}) // the file ends in it
	}
	return true
}

// skipEscape skips a backslash and the byte it escapes (a CRLF whole).
func (s *openScan) skipEscape() {
	if bytes.HasPrefix(s.src[s.i+1:], []byte("\r\n")) {
		s.i += 3
		return
	}
	s.i += 2
}

// field scans an f-string's replacement field from its '{' to after its
// '}' (a format spec's own fields too).
func (s *openScan) field(q byte) bool {
	s.i++ // {
	if !s.code(true, q) {
		return false
	}
	for s.i < len(s.src) && s.src[s.i] == '!' {
		s.i += 2 // the conversion
	}
	if s.i < len(s.src) && s.src[s.i] == ':' {
		s.i++
		for s.i < len(s.src) && s.src[s.i] != '}' {
			switch c := s.src[s.i]; c {
			case q, '\\', '\n', '\r':
				return false
			case '{':
				if !s.field(q) {
					return false
				}
			default:
				s.i++
			}
		}
	}
	if s.i >= len(s.src) || s.src[s.i] != '}' {
		return false
	}
	s.i++
	return true
}
