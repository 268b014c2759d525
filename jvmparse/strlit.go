package jvmparse

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// javaString decodes a Java string literal or text block written at
// src[start:end] into pieces that map each run of the value back to the
// source: runs without escapes byte for byte, each escape to its own
// characters. ok is false when the text is no string literal.
func javaString(f *jfile, start, end int) ([]piece, bool) {
	src := f.src
	lit := string(src[start:end])
	if strings.HasPrefix(lit, `"""`) {
		if len(lit) < 6 || !strings.HasSuffix(lit, `"""`) {
			return nil, false
		}
		return textBlock(f, start+3, end-3), true
	}
	if len(lit) < 2 || lit[0] != '"' || lit[len(lit)-1] != '"' {
		return nil, false
	}
	var out []piece
	appendEscaped(f, start+1, end-1, &out)
	return out, true
}

// appendEscaped appends the pieces of src[start:end] with Java escapes
// decoded. A backslash before a line break (a text block's line
// continuation) yields nothing.
func appendEscaped(f *jfile, start, end int, out *[]piece) {
	src := f.src
	run := start
	flush := func(to int) {
		if to > run {
			*out = append(*out, piece{text: string(src[run:to]), f: f, start: run, end: to, verbatim: true})
		}
	}
	for i := start; i < end; {
		if src[i] != '\\' || i+1 >= end {
			i++
			continue
		}
		flush(i)
		text, n := javaEscape(src[i:end])
		if text != "" || n > 0 {
			if text != "" {
				*out = append(*out, piece{text: text, f: f, start: i, end: i + n})
			}
		}
		i += max(n, 1)
		run = i
	}
	flush(end)
}

// javaEscape decodes the escape sequence at the start of b (which starts
// with a backslash) and returns its text and length.
func javaEscape(b []byte) (string, int) {
	if len(b) < 2 {
		return "\\", 1
	}
	switch c := b[1]; c {
	case 'n':
		return "\n", 2
	case 't':
		return "\t", 2
	case 'r':
		return "\r", 2
	case 'b':
		return "\b", 2
	case 'f':
		return "\f", 2
	case 's':
		return " ", 2
	case '"', '\'', '\\':
		return string(c), 2
	case '\n':
		return "", 2
	case '\r':
		if len(b) > 2 && b[2] == '\n' {
			return "", 3
		}
		return "", 2
	case 'u':
		i := 1
		for i < len(b) && b[i] == 'u' {
			i++
		}
		if i+4 <= len(b) {
			if r, err := strconv.ParseUint(string(b[i:i+4]), 16, 32); err == nil {
				return string(rune(r)), i + 4
			}
		}
	default:
		if c >= '0' && c <= '7' {
			i, v := 1, 0
			for i < len(b) && i <= 3 && b[i] >= '0' && b[i] <= '7' {
				v = v*8 + int(b[i]-'0')
				i++
			}
			if v <= 0377 {
				return string(rune(v)), i
			}
		}
	}
	return string(b[:2]), 2
}

// textBlock decodes the content of a text block (between the delimiters)
// as javac does: the line after the opening delimiter is dropped, the
// common indentation of the non-blank lines and of the closing line is
// stripped, trailing white space is stripped from every line, then escapes
// are decoded (JLS 3.10.6).
func textBlock(f *jfile, start, end int) []piece {
	src := f.src
	nl := start
	for nl < end && src[nl] != '\n' {
		nl++
	}
	if nl >= end {
		return nil
	}
	type line struct{ start, end int }
	var lines []line
	for i := nl + 1; ; {
		j := i
		for j < end && src[j] != '\n' {
			j++
		}
		e := j
		if e > i && src[e-1] == '\r' {
			e--
		}
		lines = append(lines, line{i, e})
		if j >= end {
			break
		}
		i = j + 1
	}
	blank := func(l line) bool {
		for k := l.start; k < l.end; k++ {
			if src[k] != ' ' && src[k] != '\t' && src[k] != '\f' {
				return false
			}
		}
		return true
	}
	indent := -1
	for i, l := range lines {
		last := i == len(lines)-1
		if blank(l) && !last {
			continue
		}
		w := 0
		for l.start+w < l.end && (src[l.start+w] == ' ' || src[l.start+w] == '\t' || src[l.start+w] == '\f') {
			w++
		}
		if indent < 0 || w < indent {
			indent = w
		}
	}
	if indent < 0 {
		indent = 0
	}
	var out []piece
	for i, l := range lines {
		last := i == len(lines)-1
		s, e := l.start+indent, l.end
		if blank(l) {
			s, e = l.end, l.end
		}
		if s > e {
			s = e
		}
		for e > s && (src[e-1] == ' ' || src[e-1] == '\t' || src[e-1] == '\f') {
			// Trailing white space goes, unless an escape ends the line.
			if e-2 >= s && src[e-2] == '\\' {
				break
			}
			e--
		}
		appendEscaped(f, s, e, &out)
		if !last {
			// A line continuation (\ at the end) joins the lines.
			if e > s && src[e-1] == '\\' && !escapedBackslash(src, s, e-1) {
				out = out[:len(out)-1]
				continue
			}
			out = append(out, piece{text: "\n", f: f, start: l.end, end: l.end + 1, verbatim: src[l.end] == '\n'})
		}
	}
	return mergeVerbatim(out)
}

// escapedBackslash reports whether the backslash at i is itself escaped
// (preceded by an odd number of backslashes from s).
func escapedBackslash(src []byte, s, i int) bool {
	n := 0
	for k := i - 1; k >= s && src[k] == '\\'; k-- {
		n++
	}
	return n%2 == 1
}

// mergeVerbatim joins adjacent verbatim pieces of the same file that are
// adjacent in the source too.
func mergeVerbatim(ps []piece) []piece {
	out := ps[:0]
	for _, p := range ps {
		if n := len(out); n > 0 {
			q := &out[n-1]
			if q.verbatim && p.verbatim && q.f == p.f && q.end == p.start {
				q.text += p.text
				q.end = p.end
				continue
			}
		}
		out = append(out, p)
	}
	return out
}

// charLiteral decodes a Java character literal ('a', '\n').
func charLiteral(b []byte) (string, bool) {
	if len(b) < 3 || b[0] != '\'' || b[len(b)-1] != '\'' {
		return "", false
	}
	in := b[1 : len(b)-1]
	if in[0] == '\\' {
		t, n := javaEscape(in)
		return t, n == len(in)
	}
	r, n := utf8.DecodeRune(in)
	return string(r), n == len(in)
}
