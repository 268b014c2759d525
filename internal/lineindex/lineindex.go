// Package lineindex converts between byte offsets of a source and the
// 1-based line and character column that go-yaml reports for its nodes
// (YAML, and JSON read as YAML: deployment configs, notebooks).
package lineindex

import (
	"bytes"
	"unicode/utf8"
)

// Index holds where each line of a source starts. It counts lines and
// columns as go-yaml does: \r\n, \r, \n, NEL, LS and PS are line breaks, a
// column counts characters, and a UTF-8 byte order mark at the start is
// skipped without being counted.
type Index struct {
	src    []byte
	starts []int // byte offset where each line starts
}

// New indexes the lines of src.
func New(src []byte) *Index {
	ix := &Index{src: src}
	start := 0
	if bytes.HasPrefix(src, []byte("\ufeff")) {
		start = 3
	}
	ix.starts = append(ix.starts, start)
	for i := start; i < len(src); {
		c := src[i]
		switch {
		case c == '\r' && i+1 < len(src) && src[i+1] == '\n':
			i += 2
		case c == '\r' || c == '\n':
			i++
		case c == 0xC2 && i+1 < len(src) && src[i+1] == 0x85:
			i += 2
		case c == 0xE2 && i+2 < len(src) && src[i+1] == 0x80 && (src[i+2] == 0xA8 || src[i+2] == 0xA9):
			i += 3
		default:
			i++
			continue
		}
		ix.starts = append(ix.starts, i)
	}
	return ix
}

// Offset returns the byte offset of (line, column), both 1-based, the
// column in characters (an invalid byte counts as one). Positions out of
// range are clamped into the source: before line 1 is 0, after the last
// line is the end.
func (ix *Index) Offset(line, col int) int {
	if line < 1 {
		return 0
	}
	if line > len(ix.starts) {
		return len(ix.src)
	}
	off := ix.starts[line-1]
	for c := 1; c < col && off < len(ix.src); c++ {
		_, w := utf8.DecodeRune(ix.src[off:])
		off += w
	}
	return off
}

// Line returns the 1-based line holding byte offset off.
func (ix *Index) Line(off int) int {
	lo, hi := 0, len(ix.starts)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if ix.starts[mid] <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo + 1
}

// LineBounds returns the start and end of the line holding off, without
// its line break.
func (ix *Index) LineBounds(off int) (start, end int) {
	start = ix.starts[ix.Line(off)-1]
	end = start
	for end < len(ix.src) && ix.src[end] != '\n' && ix.src[end] != '\r' {
		end++
	}
	return start, end
}

// Cursor answers Offset for positions that mostly come in order (the
// strings of a JSON document, first to last): from the last position
// asked, when the next is on the same line and not before it, rather
// than from the line's start. The strings of a notebook written on one
// line of half a megabyte were each found from its start (issue 46).
type Cursor struct {
	ix             *Index
	line, col, off int
}

// Cursor returns a cursor at the start of the source.
func (ix *Index) Cursor() *Cursor { return &Cursor{ix: ix} }

// Offset is Index.Offset.
func (c *Cursor) Offset(line, col int) int {
	col = max(col, 1) // a column before the first is the first
	if line < 1 || line > len(c.ix.starts) || line != c.line || col < c.col {
		off := c.ix.Offset(line, col)
		c.line, c.col, c.off = line, col, off
		return off
	}
	off := c.off
	for k := c.col; k < col && off < len(c.ix.src); k++ {
		_, w := utf8.DecodeRune(c.ix.src[off:])
		off += w
	}
	c.col, c.off = col, off
	return off
}
