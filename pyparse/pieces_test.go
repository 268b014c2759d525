package pyparse

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unsafe"
)

// piecesCorpus is every Python file of the repository's testdata, the tree
// sources of tree_test.go, and the files under $FLINKLINT_PY_CORPUS when
// set (a Python standard library, say).
func piecesCorpus(t *testing.T) map[string][]byte {
	srcs := treeSources(t)
	for _, root := range []string{filepath.Join("..", "testdata"), os.Getenv("FLINKLINT_PY_CORPUS")} {
		if root == "" {
			continue
		}
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".py") {
				if b, err := os.ReadFile(p); err == nil && len(b) < 4<<20 {
					srcs[p] = b
				}
			}
			return nil
		})
	}
	return srcs
}

// wholeRecords are the records of one parse of src.
func wholeRecords(t *testing.T, p *Parser, src []byte) ([]nodeRecord, bool) {
	tree, cut, ok := p.ts.parse(src)
	if !ok {
		return nil, false
	}
	defer tree.close()
	recs, ok := flattenTree(tree, nil, p.maxNodes)
	if !ok {
		t.Fatal("too many nodes")
	}
	return recs, cut < 0
}

// TestPiecesMatchWholeParse: a file parsed in pieces (cut at every place
// splitPoints allows) has the records of one parse of the whole, node by
// node, or is parsed whole.
func TestPiecesMatchWholeParse(t *testing.T) {
	p := NewParser()
	defer p.Close()
	p.pieceSize, p.minPieced = 1, 0
	pieced := 0
	for name, src := range piecesCorpus(t) {
		got, ok := p.parsePieces(src)
		if !ok {
			continue
		}
		pieced++
		want, clean := wholeRecords(t, p, src)
		if !clean || want[0].Flags&recordHasError != 0 {
			t.Errorf("%s: parsed in pieces, but one parse of it has an error", name)
			continue
		}
		if len(got) != len(want) {
			t.Errorf("%s: %d records in pieces, %d in one parse", name, len(got), len(want))
			continue
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: record %d is %+v in pieces, %+v in one parse", name, i, got[i], want[i])
				break
			}
		}
	}
	t.Logf("%d files parsed in pieces", pieced)
	if pieced < 50 {
		t.Errorf("only %d files parsed in pieces", pieced)
	}
}

// TestSplitPoints: pieces start at top-level simple statements right after
// another, never inside a string, brackets, a continued line, a block or a
// compound statement's clauses, nor after a decorator, comment or blank line.
func TestSplitPoints(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"a = 1\nb = 2\nc = 3\n", "a = 1\n|b = 2\n|c = 3\n"},
		{"a = (1,\n2)\nb = 2\nc = 3\n", "a = (1,\n2)\nb = 2\n|c = 3\n"},
		{"a = '''\nb = 2\n'''\nc = 3\nd = 4\n", "a = '''\nb = 2\n'''\nc = 3\n|d = 4\n"},
		{"a = \"x\\\"\"\nb = 2\n", "a = \"x\\\"\"\n|b = 2\n"},
		{"a = 1 + \\\n2\nb = 2\nc = 3\n", "a = 1 + \\\n2\nb = 2\n|c = 3\n"},
		{"a = 1  # (\nb = 2\n", "a = 1  # (\n|b = 2\n"},
		{"if x: a = 1\nelse: a = 2\nelsewhere = 3\n", "if x: a = 1\nelse: a = 2\n|elsewhere = 3\n"},
		{"try: f()\nexcept E: g()\nfinally: h()\n", "try: f()\nexcept E: g()\nfinally: h()\n"},
		{"@dec\ndef f(): pass\nx = 1\n", "@dec\ndef f(): pass\n|x = 1\n"},
		{"def f():\n    return 1\nx = 1\ny = 2\n", "def f():\n    return 1\nx = 1\n|y = 2\n"},
		{"a = 1\n# c\nb = 2\n\nc = 3\nd = 4\n", "a = 1\n# c\nb = 2\n\nc = 3\n|d = 4\n"},
		{"a = 'open\nb = 2\n", "a = 'open\nb = 2\n"},
		{"s = f\"{x['a']}\"\nb = 2\n", "s = f\"{x['a']}\"\n|b = 2\n"},
	} {
		var b strings.Builder
		last := 0
		for _, c := range splitPoints([]byte(tc.src), 1) {
			b.WriteString(tc.src[last:c] + "|")
			last = c
		}
		b.WriteString(tc.src[last:])
		if b.String() != tc.want {
			t.Errorf("splitPoints(%q):\n got %q\nwant %q", tc.src, b.String(), tc.want)
		}
	}
}

// megabyteOfPython is a valid job of about n bytes.
func megabyteOfPython(n int) []byte {
	var b strings.Builder
	b.WriteString("from pyflink.table import TableEnvironment\n")
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "t_env.execute_sql(\"SELECT a, b FROM t%d WHERE c > 1\").wait()\nx = [1, 2, {'a': f(y)}]\n", i)
		if i%100 == 0 {
			fmt.Fprintf(&b, "def g%d(a):\n    if a:\n        return a\n    # done\n\n", i)
		}
	}
	return []byte(b.String())
}

// TestLargeFileParsedInPieces: a quarter megabyte of Python is parsed in pieces,
// to the records of one parse, and a syntax error in it sends it to one
// parse of the whole.
func TestLargeFileParsedInPieces(t *testing.T) {
	p := NewParser()
	defer p.Close()
	src := megabyteOfPython(256 << 10)
	got, ok := p.parsePieces(src)
	if !ok {
		t.Fatal("valid Python of 256 KB was not parsed in pieces")
	}
	want, _ := wholeRecords(t, p, src)
	if !reflect.DeepEqual(got, want) {
		t.Fatal("the records of the pieces are not those of one parse")
	}
	broken := append([]byte(nil), src...)
	copy(broken[len(broken)/2:], "x = (\n")
	if _, ok := p.parsePieces(broken); ok {
		t.Error("a file with a syntax error was parsed in pieces")
	}
}

// TestSyntaxNodeSize: a megabyte of Python is over half a million syntax
// nodes; at 112 bytes each they were a third of the run's allocations.
func TestSyntaxNodeSize(t *testing.T) {
	if s := unsafe.Sizeof(syntaxNode{}); s > 64 {
		t.Errorf("a syntaxNode takes %d bytes, want at most 64", s)
	}
}
