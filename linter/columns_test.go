package linter

import (
	"go/token"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/model"
)

// TestColumnMarks: columns counted from the marks of a long line are those
// counted from the line's start, for every offset of lines of ASCII,
// two-, three- and four-byte runes, CRLF breaks and a byte order mark.
func TestColumnMarks(t *testing.T) {
	src := []byte("\ufeff" + strings.Repeat("ab é€𝄞 ", 2000) + "\r\n" + strings.Repeat("x", 9000) + "\n\n" + strings.Repeat("𝄞é", 3000) + "\r" + strings.Repeat("q", 5000))
	fset := token.NewFileSet()
	tf := fset.AddFile("f", -1, len(src))
	setLines(tf, src)
	f := &model.File{Path: "f", Src: src}
	var r textReader
	for off := 0; off <= len(src); off += 7 {
		l1, c1, u1 := lineCol(tf, src, off)
		l2, c2, u2 := r.lineCol(f, tf, src, off)
		if l1 != l2 || c1 != c2 || u1 != u2 {
			t.Fatalf("offset %d: from the line start %d:%d (%d), from the marks %d:%d (%d)", off, l1, c1, u1, l2, c2, u2)
		}
	}
}

// TestLineAroundBounded: the line of a finding is read at most maxSnippet
// bytes on either side.
func TestLineAroundBounded(t *testing.T) {
	src := []byte("short\n" + strings.Repeat("x", 1000) + "\nend")
	if line, ok := lineAround(src, 2); !ok || line != "short" {
		t.Errorf("lineAround(short) = %q, %v", line, ok)
	}
	if line, ok := lineAround(src, 500); ok {
		t.Errorf("lineAround(long line) = %q, want not ok", line)
	}
	if line, ok := lineAround(src, len(src)); !ok || line != "end" {
		t.Errorf("lineAround(end) = %q, %v", line, ok)
	}
}
