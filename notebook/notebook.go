// Package notebook reads notebooks as PyFlink jobs: Jupyter (.ipynb) code
// cells and Zeppelin (.zpln) paragraphs.
package notebook

import (
	"bytes"
	"reflect"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/flinklint/flinklint/internal/lineindex"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/sqlparse"
)

// Notebooks: Jupyter (.ipynb) code cells and Zeppelin (.zpln) paragraphs,
// the notebooks of AWS Managed Flink Studio (%flink.ssql SQL, %flink.pyflink
// Python). The Python of a notebook is read as one module, its cells in
// order; SQL paragraphs are SQL the notebook's job runs. Every position is
// mapped back to the bytes of the JSON string the code is written in, so
// findings point at the notebook file itself (model.Cell tells the cell).

// textMap maps the bytes of a text assembled from JSON strings to the bytes
// of the notebook file.
type textMap []mapSeg

// mapSeg maps text[t0:t1] to file[f0:f1], byte by byte when verbatim.
type mapSeg struct {
	t0, t1, f0, f1 int
	verbatim       bool
}

// offset maps a text offset to the file offset where its byte starts.
func (m textMap) offset(t int) int {
	if g, ok := m.segAt(t); ok {
		if g.verbatim {
			return g.f0 + (t - g.t0)
		}
		return g.f0
	}
	if len(m) == 0 {
		return 0
	}
	if t >= m[len(m)-1].t1 {
		return m[len(m)-1].f1
	}
	return m[0].f0
}

// segAt finds the segment holding text offset t (segments are sorted and
// do not overlap).
func (m textMap) segAt(t int) (mapSeg, bool) {
	i := sort.Search(len(m), func(i int) bool { return m[i].t1 > t })
	if i < len(m) && m[i].t0 <= t {
		return m[i], true
	}
	return mapSeg{}, false
}

// end maps a text end offset (exclusive) to the file offset where the
// byte before it ends.
func (m textMap) end(t int) int {
	if t <= 0 {
		return m.offset(0)
	}
	if g, ok := m.segAt(t - 1); ok {
		if g.verbatim {
			return g.f0 + (t - g.t0)
		}
		return g.f1
	}
	return m.offset(t)
}

// notebookCell is one code cell or paragraph as read.
type notebookCell struct {
	index int // 1-based
	text  string
	m     textMap
	sql   bool // a SQL paragraph
}

// Read reads the code cells of the notebook at path (repository-relative);
// nil when it holds no PyFlink or Flink SQL. parser gives the Python parser
// to use, created on first use.
func Read(path string, src []byte, parser func() *pyparse.Parser) *model.File {
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil || len(root.Content) == 0 {
		return nil
	}
	li := lineindex.New(src).Cursor() // the strings come in order
	var cells []notebookCell
	if strings.HasSuffix(strings.ToLower(path), ".zpln") {
		cells = zeppelinParagraphs(src, li, root.Content[0])
	} else {
		cells = jupyterCells(src, li, root.Content[0])
	}
	var py []notebookCell
	var sql []notebookCell
	for _, cl := range cells {
		if cl.sql {
			sql = append(sql, cl)
		} else {
			py = append(py, cl)
		}
	}
	pySrc, pyMap := joinCells(py)
	if len(sql) == 0 && !pyparse.Relevant([]byte(pySrc)) {
		return nil
	}
	mod := &pyparse.Module{}
	if len(py) > 0 {
		mod = parser().Parse(path, []byte(pySrc), nil)
		remapModule(mod, pyMap)
	}
	for _, cl := range sql {
		t := &pyparse.SQLText{Text: cl.text, API: "zeppelin %flink.ssql"}
		for _, g := range cl.m {
			t.Segments = append(t.Segments, pyparse.Segment{SQLStart: g.t0, SQLEnd: g.t1, PyStart: g.f0, PyEnd: g.f1, Verbatim: g.verbatim})
		}
		if len(cl.m) > 0 {
			t.Call = pyparse.Span{Start: cl.m[0].f0, End: cl.m[len(cl.m)-1].f1}
		}
		mod.SQL = append(mod.SQL, t)
	}
	f := &model.File{Path: path, Src: src, Kind: model.PythonFile, Python: mod}
	for _, t := range mod.SQL {
		f.Embedded = append(f.Embedded, &model.EmbeddedSQL{Text: t, Script: sqlparse.Parse(t.Text)})
	}
	for _, cl := range cells {
		if len(cl.m) == 0 {
			continue
		}
		c := model.Cell{Index: cl.index, Start: cl.m[0].f0, End: cl.m[len(cl.m)-1].f1, LineStarts: []int{cl.m.offset(0)}}
		for k := 0; k < len(cl.text); k++ {
			if cl.text[k] == '\n' && k+1 < len(cl.text) {
				c.LineStarts = append(c.LineStarts, cl.m.offset(k+1))
			}
		}
		f.Cells = append(f.Cells, c)
	}
	return f
}

// jupyterCells reads the code cells of a Jupyter notebook. IPython magics
// and shell escapes (%..., !...) read as blank lines. A notebook whose
// kernel is not Python (a Scala notebook of almond, a Java or SQL kernel)
// has no Python cells.
func jupyterCells(src []byte, li *lineindex.Cursor, doc *yaml.Node) []notebookCell {
	if !pythonKernel(doc) {
		return nil
	}
	var out []notebookCell
	for i, cell := range mapValue(doc, "cells").Content {
		if t := mapValue(cell, "cell_type"); t == nil || t.Value != "code" {
			continue
		}
		text, m := jsonText(src, li, mapValue(cell, "source"))
		text = blankMagics(text)
		out = append(out, notebookCell{index: i + 1, text: text, m: m})
	}
	return out
}

// pythonKernel reports whether a Jupyter notebook's code cells are Python:
// its metadata names no kernel language, or names Python (nbformat's
// metadata.kernelspec.language and metadata.language_info.name).
func pythonKernel(doc *yaml.Node) bool {
	meta := mapValue(doc, "metadata")
	for _, lang := range []*yaml.Node{mapValue(mapValue(meta, "kernelspec"), "language"), mapValue(mapValue(meta, "language_info"), "name")} {
		if lang != nil && lang.Kind == yaml.ScalarNode && lang.Value != "" && !strings.HasPrefix(strings.ToLower(lang.Value), "python") {
			return false
		}
	}
	return true
}

// zeppelinParagraphs reads the %flink.ssql (SQL) and %flink.pyflink /
// %flink.ipyflink (Python) paragraphs of a Zeppelin note; the interpreter
// line itself is not code.
func zeppelinParagraphs(src []byte, li *lineindex.Cursor, doc *yaml.Node) []notebookCell {
	var out []notebookCell
	for i, p := range mapValue(doc, "paragraphs").Content {
		text, m := jsonText(src, li, mapValue(p, "text"))
		head, _, _ := strings.Cut(text, "\n")
		interp := strings.TrimSpace(head)
		if k := strings.IndexAny(interp, "( \t"); k >= 0 {
			interp = interp[:k]
		}
		var isSQL bool
		switch interp {
		case "%flink.ssql":
			isSQL = true
		case "%flink.pyflink", "%flink.ipyflink":
		case "%flink.conf":
			// `key value` lines configure the interpreter's Flink: read as
			// SET statements of the notebook's job.
			if cl, ok := confParagraph(i+1, text[len(head):], m, len(head)); ok {
				out = append(out, cl)
			}
			continue
		default:
			continue // batch SQL, Scala, markdown, other interpreters
		}
		// The interpreter line reads as a blank line.
		text = strings.Repeat(" ", len(head)) + text[len(head):]
		out = append(out, notebookCell{index: i + 1, text: text, m: m, sql: isSQL})
	}
	return out
}

// confParagraph turns the `key value` lines of a %flink.conf paragraph
// (body starts at text offset base of the paragraph's map m) into SET
// statements whose keys and values map to where they are written.
func confParagraph(index int, body string, m textMap, base int) (notebookCell, bool) {
	var b strings.Builder
	var out textMap
	put := func(s string, at int, verbatim bool) {
		t0 := b.Len()
		b.WriteString(s)
		if verbatim {
			for k := 0; k < len(s); k++ {
				f := m.offset(at + k)
				out = append(out, mapSeg{t0: t0 + k, t1: t0 + k + 1, f0: f, f1: f + 1, verbatim: true})
			}
			return
		}
		f := m.offset(at)
		out = append(out, mapSeg{t0: t0, t1: b.Len(), f0: f, f1: f})
	}
	off := base
	for _, line := range strings.SplitAfter(body, "\n") {
		start := off
		off += len(line)
		content := strings.TrimRight(line, "\r\n")
		trimmed := strings.TrimLeft(content, " \t")
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		keyAt := start + len(content) - len(trimmed)
		key, rest, ok := strings.Cut(trimmed, " ")
		if !ok {
			key, rest, ok = strings.Cut(trimmed, "\t")
		}
		value := strings.TrimSpace(rest)
		if !ok || value == "" || strings.ContainsAny(key+value, "'") {
			continue
		}
		valueAt := keyAt + len(key) + strings.Index(rest, value) + 1
		put("SET '", keyAt, false)
		put(key, keyAt, true)
		put("' = '", valueAt, false)
		put(value, valueAt, true)
		put("';\n", valueAt+len(value), false)
	}
	if b.Len() == 0 {
		return notebookCell{}, false
	}
	return notebookCell{index: index, text: b.String(), m: out, sql: true}, true
}

// blankMagics replaces IPython magic and shell lines with blanks of the
// same length, so that the rest keeps its offsets.
func blankMagics(text string) string {
	lines := strings.SplitAfter(text, "\n")
	for i, l := range lines {
		if t := strings.TrimLeft(l, " \t"); strings.HasPrefix(t, "%") || strings.HasPrefix(t, "!") {
			lines[i] = strings.Repeat(" ", len(strings.TrimRight(l, "\n"))) + l[len(strings.TrimRight(l, "\n")):]
		}
	}
	return strings.Join(lines, "")
}

// joinCells joins cells into one text, a line break between two cells.
func joinCells(cells []notebookCell) (string, textMap) {
	var b strings.Builder
	var m textMap
	for i, cl := range cells {
		if i > 0 {
			prev := cells[i-1].m
			at := 0
			if len(prev) > 0 {
				at = prev[len(prev)-1].f1
			}
			m = append(m, mapSeg{t0: b.Len(), t1: b.Len() + 1, f0: at, f1: at})
			b.WriteByte('\n')
		}
		base := b.Len()
		for _, g := range cl.m {
			m = append(m, mapSeg{t0: base + g.t0, t1: base + g.t1, f0: g.f0, f1: g.f1, verbatim: g.verbatim})
		}
		b.WriteString(cl.text)
	}
	return b.String(), m
}

// jsonText decodes a notebook source (a JSON string, or an array of the
// strings of its lines) with its map to the file.
func jsonText(src []byte, li *lineindex.Cursor, n *yaml.Node) (string, textMap) {
	if n == nil {
		return "", nil
	}
	var parts []*yaml.Node
	switch n.Kind {
	case yaml.ScalarNode:
		parts = []*yaml.Node{n}
	case yaml.SequenceNode:
		parts = n.Content
	}
	var b strings.Builder
	var m textMap
	for _, p := range parts {
		if p.Kind != yaml.ScalarNode {
			continue
		}
		start := li.Offset(p.Line, p.Column)
		text, segs, ok := decodeJSONString(src, start, b.Len())
		if !ok {
			// Not a plain JSON string literal: its value, mapped as a whole.
			text = p.Value
			segs = textMap{{t0: b.Len(), t1: b.Len() + len(text), f0: start, f1: start}}
		}
		m = append(m, segs...)
		b.WriteString(text)
	}
	return b.String(), m
}

// decodeJSONString decodes the JSON string literal at src[start] ('"'),
// mapping each decoded byte to its bytes in src; base is the decoded text's
// offset in the whole.
func decodeJSONString(src []byte, start, base int) (string, textMap, bool) {
	if start >= len(src) || src[start] != '"' {
		return "", nil, false
	}
	var b bytes.Buffer
	var m textMap
	add := func(t0, t1, f0, f1 int, verbatim bool) {
		if n := len(m); verbatim && n > 0 && m[n-1].verbatim && m[n-1].t1 == t0 && m[n-1].f1 == f0 {
			m[n-1].t1, m[n-1].f1 = t1, f1
			return
		}
		m = append(m, mapSeg{t0: t0, t1: t1, f0: f0, f1: f1, verbatim: verbatim})
	}
	for i := start + 1; i < len(src); {
		c := src[i]
		switch {
		case c == '"':
			return b.String(), m, true
		case c == '\\' && i+1 < len(src):
			t := base + b.Len()
			switch e := src[i+1]; e {
			case 'n', 't', 'r', '"', '\\', '/', 'b', 'f':
				b.WriteByte(map[byte]byte{'n': '\n', 't': '\t', 'r': '\r', '"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f'}[e])
				add(t, t+1, i, i+2, false)
				i += 2
			case 'u':
				if i+6 > len(src) {
					return "", nil, false
				}
				var r rune
				for _, h := range src[i+2 : i+6] {
					r <<= 4
					switch {
					case '0' <= h && h <= '9':
						r |= rune(h - '0')
					case 'a' <= h && h <= 'f':
						r |= rune(h-'a') + 10
					case 'A' <= h && h <= 'F':
						r |= rune(h-'A') + 10
					default:
						return "", nil, false
					}
				}
				b.WriteRune(r)
				add(t, base+b.Len(), i, i+6, false)
				i += 6
			default:
				return "", nil, false
			}
		default:
			t := base + b.Len()
			b.WriteByte(c)
			add(t, t+1, i, i+1, true)
			i++
		}
	}
	return "", nil, false
}

// mapValue is the value of key in a JSON object node, an empty node when
// absent.
func mapValue(n *yaml.Node, key string) *yaml.Node {
	if n != nil && n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == key {
				return n.Content[i+1]
			}
		}
	}
	return &yaml.Node{}
}

// remapModule moves every position of a module parsed from the joined
// cells to the notebook file's bytes.
func remapModule(mod *pyparse.Module, m textMap) {
	for _, t := range mod.SQL {
		t.Segments = remapSegments(t.Segments, m)
	}
	remapSpans(reflect.ValueOf(mod).Elem(), m, 0)
}

// remapSegments splits each SQL segment along the map, so that a verbatim
// run stays verbatim only where the notebook bytes are.
func remapSegments(segs []pyparse.Segment, m textMap) []pyparse.Segment {
	var out []pyparse.Segment
	for _, s := range segs {
		if !s.Verbatim {
			s.PyStart, s.PyEnd = m.offset(s.PyStart), m.end(s.PyEnd)
			out = append(out, s)
			continue
		}
		first := sort.Search(len(m), func(i int) bool { return m[i].t1 > s.PyStart })
		for _, g := range m[first:] {
			if g.t0 >= s.PyEnd {
				break
			}
			a, b := max(s.PyStart, g.t0), min(s.PyEnd, g.t1)
			if a >= b {
				continue
			}
			p := pyparse.Segment{SQLStart: s.SQLStart + (a - s.PyStart), SQLEnd: s.SQLStart + (b - s.PyStart)}
			if g.verbatim {
				p.PyStart, p.PyEnd, p.Verbatim = g.f0+(a-g.t0), g.f0+(b-g.t0), true
			} else {
				p.PyStart, p.PyEnd = g.f0, g.f1
			}
			out = append(out, p)
		}
	}
	return out
}

var spanType = reflect.TypeOf(pyparse.Span{})

// remapSpans rewrites every pyparse.Span reachable from v (the segments of
// SQL texts are done by remapSegments).
func remapSpans(v reflect.Value, m textMap, depth int) {
	if depth > 32 {
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			if v.Type() == reflect.TypeOf(&pyparse.SQLText{}) {
				t := v.Interface().(*pyparse.SQLText)
				t.Call = remapSpan(t.Call, m)
				t.Via = remapSpan(t.Via, m)
				return
			}
			remapSpans(v.Elem(), m, depth+1)
		}
	case reflect.Struct:
		if v.Type() == spanType {
			v.Set(reflect.ValueOf(remapSpan(v.Interface().(pyparse.Span), m)))
			return
		}
		for i := 0; i < v.NumField(); i++ {
			if v.Field(i).CanSet() {
				remapSpans(v.Field(i), m, depth+1)
			}
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			remapSpans(v.Index(i), m, depth+1)
		}
	}
}

func remapSpan(s pyparse.Span, m textMap) pyparse.Span {
	if s == (pyparse.Span{}) {
		return s
	}
	a := m.offset(s.Start)
	b := a
	if s.End > s.Start {
		b = max(m.end(s.End), a)
	}
	return pyparse.Span{Start: a, End: b}
}
