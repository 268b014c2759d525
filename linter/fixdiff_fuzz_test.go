package linter

import (
	"strconv"
	"strings"
	"testing"
)

// applyUnified applies a diff written by UnifiedDiff to old, checking each
// context and removed line, so the fuzz target can compare with new.
func applyUnified(t *testing.T, old []byte, diff string) string {
	a := splitLines(old)
	var out []string
	next := 0 // index in a of the next line not yet copied
	lines := strings.SplitAfter(diff, "\n")
	for i := 2; i < len(lines) && lines[i] != ""; i++ {
		l := lines[i]
		if strings.HasPrefix(l, "@@ -") {
			spec := strings.Fields(l)[1] // -start,count
			start, _ := strconv.Atoi(strings.Split(spec[1:], ",")[0])
			count, _ := strconv.Atoi(strings.Split(spec[1:], ",")[1])
			if count > 0 {
				start-- // to a 0-based index
			}
			if start < next || start > len(a) {
				t.Fatalf("hunk %q out of order", l)
			}
			out = append(out, a[next:start]...)
			next = start
			continue
		}
		text := l[1:]
		if i+1 < len(lines) && lines[i+1] == "\\ No newline at end of file\n" {
			text = strings.TrimSuffix(text, "\n")
			i++
		}
		switch l[0] {
		case ' ', '-':
			if next >= len(a) || a[next] != text {
				t.Fatalf("line %q does not match old line %d %q", text, next+1, a[min(next, len(a)-1)])
			}
			if l[0] == ' ' {
				out = append(out, text)
			}
			next++
		case '+':
			out = append(out, text)
		default:
			t.Fatalf("bad diff line %q", l)
		}
	}
	return strings.Join(append(out, a[next:]...), "")
}

func FuzzUnifiedDiff(f *testing.F) {
	f.Add([]byte("a\nb\nc\n"), []byte("a\nB\nc\n"))
	f.Add([]byte("a\nb"), []byte("a\nc"))
	f.Add([]byte(""), []byte("x\n"))
	f.Add([]byte("x\n"), []byte(""))
	f.Add([]byte("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n"), []byte("1\n2x\n3\n4\n5\n6\n7\n8\n9\n10\n11x\n12\n13\n"))
	f.Fuzz(func(t *testing.T, old, new []byte) {
		if len(old) > 4096 || len(new) > 4096 {
			return
		}
		d := UnifiedDiff("f", old, new)
		if (d == "") != (string(old) == string(new)) {
			t.Fatalf("empty diff %v for equal %v", d == "", string(old) == string(new))
		}
		if d == "" {
			return
		}
		if got := applyUnified(t, old, d); got != string(new) {
			t.Fatalf("applying the diff gives %q, want %q\n%s", got, new, d)
		}
	})
}
