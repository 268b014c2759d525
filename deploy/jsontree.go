package deploy

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// JSON files are read by a small parser of their own rather than as YAML:
// go-yaml rejects valid JSON (the \/ escape, surrogate-pair escapes, tab
// indentation in places), and exact byte spans are simpler to keep here.

const maxJSONDepth = 200

type jsonParser struct {
	src   []byte
	i     int
	nodes int
	err   *Problem
}

// parseJSON parses src (after an optional BOM) into a node tree. On a
// syntax error it returns nil and a Problem at the offending byte.
func parseJSON(src []byte) (*node, []Problem) {
	p := &jsonParser{src: src}
	if bytes.HasPrefix(src, []byte("\ufeff")) {
		p.i = 3
	}
	p.space()
	n := p.value(0)
	if p.err == nil {
		p.space()
		if p.i < len(src) {
			p.fail("unexpected text after the JSON value")
		}
	}
	if p.err != nil {
		return nil, []Problem{*p.err}
	}
	return n, nil
}

// LooksLikeJSON reports a file whose first significant byte opens a JSON
// object or array.
func LooksLikeJSON(src []byte) bool {
	t := bytes.TrimLeft(trimBOM(src), " \t\r\n")
	return len(t) > 0 && (t[0] == '{' || t[0] == '[')
}

func (p *jsonParser) fail(msg string) {
	if p.err != nil {
		return
	}
	end := p.i
	if end < len(p.src) {
		_, w := utf8.DecodeRune(p.src[end:])
		end += w
	}
	p.err = &Problem{Span: Span{min(p.i, len(p.src)), end}, Msg: "unreadable JSON: " + msg}
}

func (p *jsonParser) space() {
	for p.i < len(p.src) {
		switch p.src[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		case '/':
			// Comments are not JSON, but .jsonc and many tools allow them.
			if p.i+1 < len(p.src) && p.src[p.i+1] == '/' {
				for p.i < len(p.src) && p.src[p.i] != '\n' {
					p.i++
				}
				continue
			}
			if p.i+1 < len(p.src) && p.src[p.i+1] == '*' {
				end := bytes.Index(p.src[p.i+2:], []byte("*/"))
				if end < 0 {
					p.i = len(p.src)
					return
				}
				p.i += end + 4
				continue
			}
			return
		default:
			return
		}
	}
}

func (p *jsonParser) value(depth int) *node {
	if p.err != nil {
		return nil
	}
	p.nodes++
	if depth > maxJSONDepth {
		p.fail(fmt.Sprintf("nested deeper than %d levels", maxJSONDepth))
		p.err.NotAnalysed = true
		return nil
	}
	if p.i >= len(p.src) {
		p.fail("unexpected end of file")
		return nil
	}
	start := p.i
	switch c := p.src[p.i]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		s, ok := p.str()
		if !ok {
			return nil
		}
		return knownScalar(s, Span{start, p.i})
	case c == '-' || '0' <= c && c <= '9':
		for p.i < len(p.src) && strings.IndexByte("+-0123456789.eE", p.src[p.i]) >= 0 {
			p.i++
		}
		text := string(p.src[start:p.i])
		if _, err := strconv.ParseFloat(text, 64); err != nil {
			p.i = start
			p.fail("bad number")
			return nil
		}
		return knownScalar(text, Span{start, p.i})
	default:
		for _, lit := range []string{"true", "false", "null"} {
			if bytes.HasPrefix(p.src[p.i:], []byte(lit)) {
				p.i += len(lit)
				if lit == "null" {
					return &node{kind: nullNode, span: Span{start, p.i}}
				}
				return knownScalar(lit, Span{start, p.i})
			}
		}
		p.fail("unexpected character")
		return nil
	}
}

func (p *jsonParser) object(depth int) *node {
	n := &node{kind: mapNode}
	start := p.i
	p.i++ // {
	p.space()
	if p.i < len(p.src) && p.src[p.i] == '}' {
		p.i++
		n.span = Span{start, p.i}
		return n
	}
	for p.err == nil {
		p.space()
		if p.i >= len(p.src) || p.src[p.i] != '"' {
			p.fail("expected a quoted key")
			return nil
		}
		ks := p.i
		key, ok := p.str()
		if !ok {
			return nil
		}
		keySpan := Span{ks, p.i}
		p.space()
		if p.i >= len(p.src) || p.src[p.i] != ':' {
			p.fail("expected ':'")
			return nil
		}
		p.i++
		p.space()
		v := p.value(depth + 1)
		if v == nil {
			return nil
		}
		n.add(key, keySpan, v)
		p.space()
		if p.i < len(p.src) && p.src[p.i] == ',' {
			p.i++
			p.space()
			if p.i < len(p.src) && p.src[p.i] == '}' { // trailing comma (jsonc)
				p.i++
				break
			}
			continue
		}
		if p.i < len(p.src) && p.src[p.i] == '}' {
			p.i++
			break
		}
		p.fail("expected ',' or '}'")
		return nil
	}
	n.span = Span{start, p.i}
	return n
}

func (p *jsonParser) array(depth int) *node {
	n := &node{kind: listNode}
	start := p.i
	p.i++ // [
	p.space()
	if p.i < len(p.src) && p.src[p.i] == ']' {
		p.i++
		n.span = Span{start, p.i}
		return n
	}
	for p.err == nil {
		p.space()
		v := p.value(depth + 1)
		if v == nil {
			return nil
		}
		n.items = append(n.items, v)
		p.space()
		if p.i < len(p.src) && p.src[p.i] == ',' {
			p.i++
			p.space()
			if p.i < len(p.src) && p.src[p.i] == ']' {
				p.i++
				break
			}
			continue
		}
		if p.i < len(p.src) && p.src[p.i] == ']' {
			p.i++
			break
		}
		p.fail("expected ',' or ']'")
		return nil
	}
	n.span = Span{start, p.i}
	return n
}

// str reads a JSON string starting at the opening quote.
func (p *jsonParser) str() (string, bool) {
	p.i++ // opening quote
	var b strings.Builder
	for p.i < len(p.src) {
		c := p.src[p.i]
		switch c {
		case '"':
			p.i++
			return b.String(), true
		case '\\':
			if p.i+1 >= len(p.src) {
				p.fail("unterminated string")
				return "", false
			}
			e := p.src[p.i+1]
			p.i += 2
			switch e {
			case '"', '\\', '/':
				b.WriteByte(e)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'u':
				r, ok := p.hex4()
				if !ok {
					return "", false
				}
				if utf16.IsSurrogate(r) && p.i+1 < len(p.src) && p.src[p.i] == '\\' && p.src[p.i+1] == 'u' {
					save := p.i
					p.i += 2
					r2, ok := p.hex4()
					if ok {
						if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
							r = d
						} else {
							p.i = save
						}
					} else {
						p.err = nil
						p.i = save
					}
				}
				b.WriteRune(r)
			default:
				p.i -= 2
				p.fail("unknown escape")
				return "", false
			}
		case '\n':
			p.fail("line break inside a string")
			return "", false
		default:
			b.WriteByte(c)
			p.i++
		}
	}
	p.fail("unterminated string")
	return "", false
}

func (p *jsonParser) hex4() (rune, bool) {
	if p.i+4 > len(p.src) {
		p.fail("bad \\u escape")
		return 0, false
	}
	v, err := strconv.ParseUint(string(p.src[p.i:p.i+4]), 16, 32)
	if err != nil {
		p.fail("bad \\u escape")
		return 0, false
	}
	p.i += 4
	return rune(v), true
}

// parseDocs reads a JSON file with the JSON parser and anything else as
// (multi-document) YAML.
func parseDocs(src []byte) ([]*node, []Problem) {
	return parseDocsAs(src, false)
}

// parseDocsAs is parseDocs; template converts YAML as a CloudFormation
// template (convertTemplate).
func parseDocsAs(src []byte, template bool) ([]*node, []Problem) {
	if LooksLikeJSON(src) {
		n, problems := parseJSON(src)
		if n == nil {
			// A YAML flow mapping also starts with '{'.
			if docs, yp := parseYAML(src); len(yp) == 0 && len(docs) > 0 {
				out := make([]*node, 0, len(docs))
				for _, d := range docs {
					out = append(out, d.root)
				}
				return out, nil
			}
			return nil, problems
		}
		return []*node{n}, problems
	}
	docs, problems := parseYAMLAs(src, template)
	out := make([]*node, 0, len(docs))
	for _, d := range docs {
		out = append(out, d.root)
	}
	return out, problems
}
