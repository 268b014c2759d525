package pyparse

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// literalFlags are the properties of a string literal given by its prefix.
type literalFlags struct {
	raw, bytes, format bool
	quoteLen           int
}

// parsePrefix reads the prefix letters and the opening quote of a literal
// that starts at src[0].
func parsePrefix(src []byte) (literalFlags, int) {
	var fl literalFlags
	i := 0
	for i < len(src) && i < 3 {
		switch src[i] {
		case 'r', 'R':
			fl.raw = true
		case 'b', 'B':
			fl.bytes = true
		case 'f', 'F':
			fl.format = true
		case 'u', 'U':
		default:
			goto quote
		}
		i++
	}
quote:
	if i < len(src) && (src[i] == '"' || src[i] == '\'') {
		q := src[i]
		if i+2 < len(src) && src[i+1] == q && src[i+2] == q {
			fl.quoteLen = 3
		} else {
			fl.quoteLen = 1
		}
	}
	return fl, i + fl.quoteLen
}

// evalStringNode evaluates one `string` node (any prefix, f-strings included).
func (e *evaluator) evalStringNode(n *syntaxNode, c *ctx) []*strv {
	f := c.f
	start, end := n.start, n.end
	fl, bodyStart := parsePrefix(f.src[start:end])
	bodyStart += start
	if fl.quoteLen == 0 || bodyStart > end {
		return []*strv{holeStr(f, start, end)}
	}
	bodyEnd := end - fl.quoteLen
	if bodyEnd < bodyStart || !closesWith(f.src[bodyStart:end], f.src[bodyStart-1], fl.quoteLen) {
		// Unterminated (syntax error): take what is there.
		bodyEnd = end
	}
	if !fl.format {
		s := &strv{}
		decodeRun(s, f, bodyStart, bodyEnd, fl)
		return []*strv{s}
	}
	// f-string: literal runs between interpolation children.
	results := []*strv{{}}
	pos := bodyStart
	count := nnamed(n)
	for i := 0; i < count; i++ {
		ch := namedAt(n, i)
		if kindOf(ch) != "interpolation" {
			continue
		}
		is, ie := ch.start, ch.end
		if is < pos || ie > bodyEnd {
			continue
		}
		for _, r := range results {
			decodeRun(r, f, pos, is, fl)
		}
		vals := e.evalInterpolation(ch, c)
		results = product(results, vals)
		pos = ie
	}
	for _, r := range results {
		decodeRun(r, f, pos, bodyEnd, fl)
	}
	return results
}

func closesWith(body []byte, q byte, n int) bool {
	if len(body) < n {
		return false
	}
	for _, c := range body[len(body)-n:] {
		if c != q {
			return false
		}
	}
	return true
}

// product appends every value of tails to every value of heads, bounded by maxVariants.
func product(heads, tails []*strv) []*strv {
	if len(tails) == 1 {
		for _, h := range heads {
			h.appendStr(tails[0])
		}
		return heads
	}
	var out []*strv
	for _, h := range heads {
		for _, t := range tails {
			if len(out) >= maxVariants {
				return out
			}
			out = append(out, concat(h, t))
		}
	}
	return out
}

// evalInterpolation evaluates `{expr!conv:spec}` of an f-string. Anything not
// statically rendered is one hole over the whole braces.
func (e *evaluator) evalInterpolation(n *syntaxNode, c *ctx) []*strv {
	f := c.f
	is, ie := n.start, n.end
	hole := []*strv{holeStr(f, is, ie)}
	expr := fieldOf(n, "expression")
	if expr == nil {
		return hole
	}
	conv, spec := "", ""
	selfDoc := false
	cnt := len(n.children())
	for i := 0; i < cnt; i++ {
		ch := n.children()[i]
		switch kindOf(ch) {
		case "type_conversion":
			conv = string(f.src[ch.start:ch.end])
		case "format_specifier":
			if nnamed(ch) > 0 {
				return hole // nested replacement fields in the spec
			}
			spec = strings.TrimPrefix(string(f.src[ch.start:ch.end]), ":")
		case "=":
			selfDoc = true
		}
	}
	if selfDoc {
		return hole
	}
	vals := e.evalValue(expr, c)
	var out []*strv
	for _, v := range vals {
		text, ok := v.render(conv, spec)
		if !ok {
			out = append(out, holeStr(f, is, ie))
			continue
		}
		if v.kind == kStr && conv == "" && spec == "" {
			out = append(out, v.s) // keep the byte map of the value
			continue
		}
		if v.kind == kStr && !v.s.known() {
			out = append(out, holeStr(f, is, ie))
			continue
		}
		out = append(out, mappedStr(text, f, is, ie))
	}
	if len(out) == 0 {
		return hole
	}
	return out
}

// decodeRun decodes the literal body src[p0:p1] of f per flags and appends
// it to s: verbatim runs byte by byte, escapes and {{ }} as whole ranges.
func decodeRun(s *strv, f *file, p0, p1 int, fl literalFlags) {
	src := f.src
	if p1 > len(src) {
		p1 = len(src)
	}
	run := p0
	flush := func(i int) {
		s.appendVerbatim(f, run, i)
	}
	for i := p0; i < p1; {
		c := src[i]
		switch {
		case c == '\r':
			flush(i)
			if i+1 < p1 && src[i+1] == '\n' {
				s.appendMapped("\n", f, i, i+2)
				i += 2
			} else {
				s.appendMapped("\n", f, i, i+1)
				i++
			}
			run = i
		case fl.format && (c == '{' || c == '}') && i+1 < p1 && src[i+1] == c:
			flush(i)
			s.appendMapped(string(c), f, i, i+2)
			i += 2
			run = i
		case c == '\\' && !fl.raw && i+1 < p1:
			text, n := decodeEscape(src[i:p1], fl.bytes)
			if text == string(src[i:i+n]) { // not an escape: stays verbatim
				i += n
				continue
			}
			flush(i)
			if text == "\x00hole" {
				s.appendHole(f, i, i+n)
			} else {
				s.appendMapped(text, f, i, i+n)
			}
			i += n
			run = i
		default:
			i++
		}
	}
	flush(p1)
}

// decodeEscape decodes the escape sequence at the start of b (b[0] == '\\')
// and returns its text and length in bytes. Unknown escapes keep the
// backslash, as Python does. \N{...} is returned as "\x00hole".
func decodeEscape(b []byte, isBytes bool) (string, int) {
	c := b[1]
	switch c {
	case '\n':
		return "", 2
	case '\r':
		if len(b) > 2 && b[2] == '\n' {
			return "", 3
		}
		return "", 2
	case '\\', '\'', '"':
		return string(c), 2
	case 'a':
		return "\a", 2
	case 'b':
		return "\b", 2
	case 'f':
		return "\f", 2
	case 'n':
		return "\n", 2
	case 'r':
		return "\r", 2
	case 't':
		return "\t", 2
	case 'v':
		return "\v", 2
	case '0', '1', '2', '3', '4', '5', '6', '7':
		n := 1
		for n < 3 && 1+n < len(b) && b[1+n] >= '0' && b[1+n] <= '7' {
			n++
		}
		v, _ := strconv.ParseUint(string(b[1:1+n]), 8, 32)
		if isBytes {
			return string([]byte{byte(v)}), 1 + n
		}
		return string(rune(v)), 1 + n
	case 'x':
		if len(b) >= 4 && isHex(b[2:4]) {
			v, _ := strconv.ParseUint(string(b[2:4]), 16, 8)
			if isBytes {
				return string([]byte{byte(v)}), 4
			}
			return string(rune(v)), 4
		}
	case 'u', 'U':
		if isBytes {
			break
		}
		n := 4
		if c == 'U' {
			n = 8
		}
		if len(b) >= 2+n && isHex(b[2:2+n]) {
			v, _ := strconv.ParseUint(string(b[2:2+n]), 16, 32)
			r := rune(v)
			if !utf8.ValidRune(r) {
				r = utf8.RuneError
			}
			return string(r), 2 + n
		}
	case 'N':
		if isBytes {
			break
		}
		if len(b) > 2 && b[2] == '{' {
			for j := 3; j < len(b); j++ {
				if b[j] == '}' {
					return "\x00hole", j + 1
				}
				if b[j] == '\n' {
					break
				}
			}
		}
	}
	// Not an escape: backslash and the character stay.
	_, size := utf8.DecodeRune(b[1:])
	return string(b[:1+size]), 1 + size
}

func isHex(b []byte) bool {
	for _, c := range b {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}
