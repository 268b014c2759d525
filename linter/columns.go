package linter

import (
	"bytes"
	"sort"
	"unicode/utf8"

	"github.com/flinklint/flinklint/model"
)

// textReader reads the sources findings are located in (model.SourceReader)
// and keeps, for each file with a long line, column marks along it, so
// that the column of an offset is counted from the nearest mark before it
// rather than from the start of its line: a thousand findings on one line
// of a megabyte counted the line a thousand times (issue 46). A nil
// *textReader reads with model.File.Source and counts from the line
// start. One goroutine uses a textReader.
type textReader struct {
	src   model.SourceReader
	marks map[*model.File][]colMark
}

// colMark is the code-point and UTF-16 column of a byte offset on its line
// (a rune boundary).
type colMark struct{ off, col, col16 int }

// markEvery is the distance in bytes between column marks; a line at most
// this long is counted from its start.
const markEvery = 4096

// Of returns f's source (model.SourceReader.Of).
func (r *textReader) Of(f *model.File) []byte {
	if r == nil {
		return f.Source()
	}
	return r.src.Of(f)
}

// columnsOf returns the 1-based code-point and UTF-16 columns of offset
// off of f (whose bytes are src) on the line that starts at lineStart
// (columns).
func (r *textReader) columnsOf(f *model.File, src []byte, lineStart, off int) (col, col16 int) {
	if r == nil || f == nil || off-lineStart <= markEvery {
		return columns(src, lineStart, off)
	}
	marks, ok := r.marks[f]
	if !ok {
		marks = columnMarks(src)
		if r.marks == nil {
			r.marks = map[*model.File][]colMark{}
		}
		r.marks[f] = marks
	}
	i := sort.Search(len(marks), func(i int) bool { return marks[i].off > off }) - 1
	if i < 0 || marks[i].off < lineStart {
		return columns(src, lineStart, off)
	}
	m := marks[i] // on off's line, past its start (and past a byte order mark)
	c, c16 := columns(src, m.off, off)
	return m.col + c - 1, m.col16 + c16 - 1
}

// columnMarks marks the columns of src about every markEvery bytes, at
// rune boundaries, counting as columns does.
func columnMarks(src []byte) []colMark {
	var marks []colMark
	col, col16 := 1, 1
	i := 0
	if bytes.HasPrefix(src, bom) {
		i = len(bom)
	}
	next := markEvery
	for i < len(src) {
		if i >= next {
			marks = append(marks, colMark{i, col, col16})
			next = i + markEvery
		}
		if endsLine(src, i) {
			col, col16 = 1, 1
			i++
			continue
		}
		r, size := utf8.DecodeRune(src[i:])
		col++
		if r >= 0x10000 {
			col16 += 2
		} else {
			col16++
		}
		i += size
	}
	return marks
}
