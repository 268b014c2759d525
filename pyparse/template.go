package pyparse

import (
	"strings"

	"github.com/flinklint/flinklint/sqlparse"
)

// Fills are the ways a module fills text in at run time, so that a SQL
// file it reads may be a template of that style (string.Template's $name
// is a shell-style hole the SQL lexer already knows).
type Fills struct {
	Format  bool // str.format / format_map is called: {name} fields
	Percent bool // the % operator is used: %(name)s fields
}

// fillsOf returns the template styles file f fills text with anywhere:
// a format or format_map call, a % operator. Computed once per file.
func (e *evaluator) fillsOf(f *file) Fills {
	if fl, ok := e.fills[f]; ok {
		return fl
	}
	var fl Fills
	for i := range f.nodes {
		n := &f.nodes[i]
		switch n.kind() {
		case "call":
			if _, id := calleeOf(n); id != nil {
				if name := string(f.src[id.start:id.end]); name == "format" || name == "format_map" {
					fl.Format = true
				}
			}
		case "binary_operator":
			if op := n.childByField("operator"); op != nil && string(f.src[op.start:op.end]) == "%" {
				fl.Percent = true
			}
		}
	}
	if e.fills == nil {
		e.fills = map[*file]Fills{}
	}
	e.fills[f] = fl
	return fl
}

// MaskTemplateHoles returns src with each placeholder of the given styles
// ({name}, {0}, {name.attr}, {name!r:>8}; %(name)s) replaced by a hole of
// the same byte length: sqlparse.HoleString then '_' (a word byte, so a
// hole in a name stays one identifier). Offsets are unchanged. Escapes ({{,
// }}, %%) stay. A placeholder shorter than a hole ({}, %s) stays as is.
func MaskTemplateHoles(src string, fills Fills) string {
	if !fills.Format && !fills.Percent {
		return src
	}
	b := []byte(src)
	for i := 0; i < len(b); i++ {
		n := 0
		switch {
		case fills.Format && b[i] == '{' && i+1 < len(b) && b[i+1] == '{',
			fills.Percent && b[i] == '%' && i+1 < len(b) && b[i+1] == '%':
			i++
			continue
		case fills.Format && b[i] == '{':
			n = formatField(src[i:])
		case fills.Percent && b[i] == '%':
			n = percentField(src[i:])
		}
		if n < len(sqlparse.HoleString) {
			continue
		}
		copy(b[i:], sqlparse.HoleString)
		for k := i + len(sqlparse.HoleString); k < i+n; k++ {
			b[k] = '_'
		}
		i += n - 1
	}
	return string(b)
}

// maxField bounds the length of one placeholder.
const maxField = 128

// formatField returns the length of the str.format replacement field s
// starts with ({name}, {0[key]}, {x!r:>10}), or 0. The field name is a
// Python identifier or a number, so JSON ({"a": 1}) and JDBC escapes
// ({fn ...}, {d '...'}) are not fields.
func formatField(s string) int {
	j := 1
	for j < len(s) && j < maxField && (isIdentByte(s[j]) && s[j] < 0x80) {
		j++
	}
	if j == 1 {
		return 0
	}
	for j < len(s) && j < maxField {
		switch c := s[j]; {
		case c == '}':
			return j + 1
		case c == '\n' || c == '\'' || c == '"' || c == '{':
			return 0
		case c == ' ' && !strings.ContainsRune(s[1:j], ':'):
			return 0 // a space belongs only in a format spec ({x: >8})
		}
		j++
	}
	return 0
}

// percentField returns the length of the %(name)s mapping key s starts
// with, or 0.
func percentField(s string) int {
	if len(s) < 4 || s[1] != '(' {
		return 0
	}
	k := strings.IndexByte(s[2:min(len(s), maxField)], ')')
	if k <= 0 {
		return 0
	}
	for _, c := range []byte(s[2 : 2+k]) {
		if !isIdentByte(c) || c >= 0x80 {
			return 0
		}
	}
	j := 2 + k + 1
	for j < len(s) && strings.IndexByte("#0- +.0123456789", s[j]) >= 0 {
		j++
	}
	if j < len(s) && strings.IndexByte("diouxXeEfFgGcrsa", s[j]) >= 0 {
		return j + 1
	}
	return 0
}
