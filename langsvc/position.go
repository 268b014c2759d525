package langsvc

import (
	"bytes"
	"unicode/utf8"
)

// Position is a place in a file as the LSP gives it: a 0-based line and a
// 0-based column counted in UTF-16 code units.
type Position struct{ Line, Character int }

// Offset is the byte offset of pos in src. ok is false when the line is
// past the end of src; a column past the end of its line is the line's end
// (LSP clients send such columns after a line shrinks). A column inside a
// surrogate pair is the character's start.
func Offset(src []byte, pos Position) (off int, ok bool) {
	if pos.Line < 0 || pos.Character < 0 {
		return 0, false
	}
	for line := 0; line < pos.Line; line++ {
		i := bytes.IndexByte(src[off:], '\n') // "\r\n" ends a line at its '\n' too
		if i < 0 {
			return 0, false
		}
		off += i + 1
	}
	for units := 0; off < len(src) && src[off] != '\n' && src[off] != '\r'; {
		r, w := utf8.DecodeRune(src[off:])
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

// PositionOf is the Position of byte offset off of src (clamped to src).
func PositionOf(src []byte, off int) Position {
	off = min(max(off, 0), len(src))
	var p Position
	lineStart := 0
	for i := 0; i < off; i++ {
		if src[i] == '\n' {
			p.Line++
			lineStart = i + 1
		}
	}
	for i := lineStart; i < off; {
		r, w := utf8.DecodeRune(src[i:])
		if r >= 0x10000 {
			p.Character += 2
		} else {
			p.Character++
		}
		i += w
	}
	return p
}
