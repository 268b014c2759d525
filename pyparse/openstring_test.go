package pyparse

import (
	"bytes"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// TestOpenStringScan: the scan finds the one-line strings Python's
// tokenizer leaves open, and none where a string closes or continues, or
// where it is not sure.
func TestOpenStringScan(t *testing.T) {
	long := strings.Repeat("a b ", 8)
	for _, tt := range []struct {
		name, src string
		open      []int // the quotes of the strings left open
	}{
		{"open at the end of the file", "import x\ny = '" + long, []int{13}},
		{"open before a line end", "y = \"" + long + "\nz = 1\n", []int{4}},
		{"CRLF", "y = '" + long + "\r\nz = 1\r\n", []int{4}},
		{"closed", "y = '" + long + "'\n", nil},
		{"escaped quote", "y = '\\'" + long + "'\n", nil},
		{"backslash continuation", "y = '" + long + "\\\n" + long + "'\n", nil},
		{"backslash CRLF continuation", "y = '" + long + "\\\r\n" + long + "'\r\n", nil},
		{"triple quoted", "y = '''" + long + "\n" + long + "'''\n", nil},
		{"triple quoted, open", "y = '''" + long + "\n" + long, nil},
		{"comment", "# it's " + long + "\n", nil},
		{"other quote inside", "y = \"it's " + long + "\"\n", nil},
		{"two, the second open", "y = 'a' + \"" + long + "\n", []int{10}},
		{"raw, escaped quote", "y = r'\\'" + long + "'\n", nil},
		{"name before the quote", "y = xr'" + long + "\n", []int{6}},
		{"bytes prefix", "y = b'" + long + "\n", []int{5}},
		{"f-string without a field", "y = f'" + long + "\n", []int{5}},
		{"f-string field with the other quote", "y = f'{d[\"k\"]}' + '" + long + "\n", []int{18}},
		{"f-string escaped braces", "y = f'{{' + '" + long + "\n", []int{12}},
		{"f-string open after a field", "y = f'{x}" + long + "\n", nil},
		{"f-string field with its own quote", "y = f'{d['k']}' + '" + long + "\n", nil},
		{"f-string field with a format spec", "y = f'{x:>{w}}' + '" + long + "\n", []int{18}},
		{"f-string conversion", "y = f'{x!r}' + '" + long + "\n", []int{15}},
		{"f-string comparison", "y = f'{x != 1}' + '" + long + "\n", []int{18}},
		{"f-string \\N", "y = f'\\N{DASH}' + '" + long + "\n", nil},
		{"triple f-string field over lines", "y = f'''{\nx}''' + '" + long + "\n", nil},
		{"second line, two open", "y = '1\nz = '" + long + "\n", []int{4, 11}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := []byte(tt.src)
			s := openScan{src: src}
			var got []int
			if s.code(false, 0) {
				for _, o := range s.open {
					got = append(got, o.quote)
				}
			}
			if !reflect.DeepEqual(got, tt.open) {
				t.Fatalf("open strings at %v, want %v", got, tt.open)
			}
			for _, q := range got {
				if src[q] != '\'' && src[q] != '"' {
					t.Errorf("byte %d is %q, no quote", q, src[q])
				}
			}
			q, rest, ok := longOpenString(src, 16)
			if ok != (len(tt.open) > 0) || ok && q != tt.open[0] {
				t.Errorf("longOpenString: %d, %d, %v", q, rest, ok)
			}
		})
	}
	if _, _, ok := longOpenString([]byte("y = '"+long+"\n"), 1<<20); ok {
		t.Error("a line shorter than the bound was given up")
	}
}

// firstError is the first syntax error p reports for src ("" for none).
func firstError(p *Parser, src []byte) (Span, string) {
	m := p.Parse("job.py", src, nil)
	for _, e := range m.Errors {
		if !e.Limit {
			return e.Span, e.Msg
		}
	}
	return Span{}, ""
}

// TestOpenStringScanInStep: the scan agrees with tree-sitter on where
// strings are, over every Python file of the corpus and over each with a
// broken string appended to every fifth line: a file it finds a string
// left open in has a syntax error to tree-sitter too (which places it
// elsewhere at times: in "f(a, b + 'x" NEWLINE "y = [1" at the '[', where
// Python 3.11 says "unterminated string literal", as the scan does), and
// no string it finds left open is after an appended broken one.
func TestOpenStringScanInStep(t *testing.T) {
	p := NewParser()
	defer p.Close()
	p.maxOpenRest = 1 << 30 // parse every file
	corpus := piecesCorpus(t)
	names := make([]string, 0, len(corpus))
	for name := range corpus {
		names = append(names, name)
	}
	sort.Strings(names)
	found, unsure := 0, 0
	check := func(name string, src []byte, appended int) {
		s := openScan{src: src}
		if !s.code(false, 0) {
			unsure++
			return
		}
		if len(s.open) == 0 {
			return // (an appended quote in a comment, or inside a triple-quoted string, is no string)
		}
		found++
		first := s.open[0]
		if appended >= 0 && first.quote > appended {
			t.Errorf("%s: first open string at byte %d, after the broken one at %d", name, first.quote, appended)
		}
		if _, msg := firstError(p, src); msg == "" {
			t.Errorf("%s: open string at byte %d, but tree-sitter finds no syntax error", name, first.quote)
		}
	}
	for _, name := range names {
		src := corpus[name]
		check(name, src, -1)
		if len(src) > 64<<10 {
			continue
		}
		lines := bytes.SplitAfter(src, []byte("\n"))
		for k := 0; k < len(lines); k += 5 {
			var b bytes.Buffer
			at := -1
			for i, l := range lines {
				if i == k {
					l = bytes.TrimRight(bytes.Clone(l), "\r\n")
					at = b.Len() + len(l) + len(" + ")
					l = append(l, []byte(" + 'it is open\n")...)
				}
				b.Write(l)
			}
			check(fmt.Sprintf("%s+line %d", name, k+1), b.Bytes(), at)
		}
	}
	t.Logf("%d sources with a string left open, %d the scan was not sure of", found, unsure)
	if found < 500 {
		t.Errorf("only %d sources with a string left open", found)
	}
}
