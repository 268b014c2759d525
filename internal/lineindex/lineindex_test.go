package lineindex

import (
	"strings"
	"testing"

	"github.com/flinklint/flinklint/internal/scaling"
)

func TestOffset(t *testing.T) {
	tests := []struct {
		name      string
		src       string
		line, col int
		want      int
	}{
		{"first line", "ab\ncd", 1, 2, 1},
		{"second line", "ab\ncd", 2, 1, 3},
		{"CRLF is one break", "ab\r\ncd", 2, 2, 5},
		{"lone CR is a break", "ab\rcd", 2, 1, 3},
		{"NEL is a break", "ab\u0085cd", 2, 1, 4},
		{"LS is a break", "ab\u2028cd", 2, 1, 5},
		{"columns count characters", "é=x", 1, 2, 2},
		{"an invalid byte is one column", "\xff=x", 1, 3, 2},
		{"the byte order mark is skipped", "\ufeffab", 1, 2, 4},
		{"line 0 is the start", "ab", 0, 5, 0},
		{"past the last line is the end", "ab\ncd", 9, 1, 5},
		{"past the end of a line stops at the end", "ab", 1, 9, 2},
	}
	for _, tt := range tests {
		if got := New([]byte(tt.src)).Offset(tt.line, tt.col); got != tt.want {
			t.Errorf("%s: Offset(%d, %d) = %d, want %d", tt.name, tt.line, tt.col, got, tt.want)
		}
	}
}

func TestLine(t *testing.T) {
	ix := New([]byte("ab\r\ncd\n\nef"))
	for _, tt := range []struct{ off, line, start, end int }{
		{0, 1, 0, 2}, {2, 1, 0, 2}, {3, 1, 0, 2}, {4, 2, 4, 6}, {7, 3, 7, 7}, {8, 4, 8, 10}, {10, 4, 8, 10},
	} {
		if got := ix.Line(tt.off); got != tt.line {
			t.Errorf("Line(%d) = %d, want %d", tt.off, got, tt.line)
		}
		if s, e := ix.LineBounds(tt.off); s != tt.start || e != tt.end {
			t.Errorf("LineBounds(%d) = %d, %d, want %d, %d", tt.off, s, e, tt.start, tt.end)
		}
	}
}

// FuzzCursor: a cursor answers what the index answers, whatever the order
// of the positions asked.
func FuzzCursor(f *testing.F) {
	f.Add("ab\ncd é\r\nxyz", []byte{1, 1, 1, 3, 2, 2, 1, 9, 3, 1})
	f.Add("\ufeffa\u2028b", []byte{1, 2, 1, 1, 2, 1})
	f.Fuzz(func(t *testing.T, src string, pos []byte) {
		ix := New([]byte(src))
		c := ix.Cursor()
		for i := 0; i+1 < len(pos); i += 2 {
			line, col := int(pos[i]%8), int(pos[i+1]%16)
			if got, want := c.Offset(line, col), ix.Offset(line, col); got != want {
				t.Fatalf("Offset(%d, %d) = %d from the cursor, %d from the index", line, col, got, want)
			}
		}
	})
}

// TestCursorScalesLinearly: the columns of a long line, asked in order,
// are each found from the last.
func TestCursorScalesLinearly(t *testing.T) {
	if testing.Short() {
		t.Skip("times the cursor")
	}
	scaling.Linear(t, "Offset of n columns of one line", 4000, func(n int) {
		src := []byte(strings.Repeat("x", 8*n))
		c := New(src).Cursor()
		for col := 1; col <= 8*n; col += 8 {
			c.Offset(1, col)
		}
	})
}
