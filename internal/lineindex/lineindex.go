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
