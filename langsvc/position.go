package langsvc

import (
	"bytes"
	"sort"
	"unicode/utf8"
)

// Position is a place in a file as the LSP gives it: a 0-based line and a
// 0-based column counted in UTF-16 code units.
type Position struct{ Line, Character int }

// Lines is the one conversion between byte offsets of a text and LSP
// positions, for the server and the service alike. It splits lines as
// the LSP does and as the linter locates findings: at "\n", "\r\n" and a
// lone "\r"; a column counts UTF-16 code units (a character past U+FFFF,
// a surrogate pair, is two; an invalid byte is one); a UTF-8 byte order
// mark at the start is no character (editors do not show it, and the
// findings' columns skip it).
type Lines struct {
	src    []byte
	starts []int // byte offset where each line starts (line 0's after a BOM)
}

var bom = []byte{0xEF, 0xBB, 0xBF}

// NewLines indexes the lines of src: one pass, then each conversion
// finds its line by binary search and counts only that line's bytes.
func NewLines(src []byte) *Lines {
	l := &Lines{src: src, starts: []int{0}}
	if bytes.HasPrefix(src, bom) {
		l.starts[0] = len(bom)
	}
	for i := l.starts[0]; i < len(src); i++ {
		switch src[i] {
		case '\n':
			l.starts = append(l.starts, i+1)
		case '\r':
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
			l.starts = append(l.starts, i+1)
		}
	}
	return l
}

// lineEnd is the offset where line i's text ends, before its break.
func (l *Lines) lineEnd(i int) int {
	if i+1 >= len(l.starts) {
		return len(l.src)
	}
	end := l.starts[i+1] - 1 // the '\n' or the lone '\r'
	if end > l.starts[i] && l.src[end] == '\n' && l.src[end-1] == '\r' {
		end--
	}
	return end
}

// Offset is the byte offset of pos. ok is false when pos is negative or
// its line is past the last; a column past the end of its line is the
// line's end (LSP clients send such columns after a line shrinks), and a
// column inside a surrogate pair is the character's start.
func (l *Lines) Offset(pos Position) (off int, ok bool) {
	if pos.Line < 0 || pos.Character < 0 || pos.Line >= len(l.starts) {
		return 0, false
	}
	off, end := l.starts[pos.Line], l.lineEnd(pos.Line)
	for units := 0; off < end; {
		r, w := utf8.DecodeRune(l.src[off:end])
		n := 1
		if r >= 0x10000 {
			n = 2
		}
		if units+n > pos.Character {
			break
		}
		units += n
		off += w
	}
	return off, true
}

// Position is the Position of byte offset off (clamped to the text; an
// offset inside the byte order mark, a line break or a character is
// counted as the place after what precedes it).
func (l *Lines) Position(off int) Position {
	off = min(max(off, 0), len(l.src))
	line := sort.Search(len(l.starts), func(i int) bool { return l.starts[i] > off }) - 1
	if line < 0 { // inside the byte order mark
		return Position{}
	}
	start := l.starts[line]
	off = min(off, l.lineEnd(line))
	chars := 0
	for i := start; i < off; {
		r, w := utf8.DecodeRune(l.src[i:off])
		chars++
		if r >= 0x10000 {
			chars++
		}
		i += w
	}
	return Position{Line: line, Character: chars}
}

// Offset is NewLines(src).Offset(pos), for one conversion.
func Offset(src []byte, pos Position) (off int, ok bool) { return NewLines(src).Offset(pos) }

// PositionOf is NewLines(src).Position(off), for one conversion.
func PositionOf(src []byte, off int) Position { return NewLines(src).Position(off) }
