package pyparse

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"
)

// treeSources are the files the tree copy is checked on: the realistic jobs,
// the nasty inputs (broken syntax, deep nesting, odd bytes) and a few
// fragments with errors and missing nodes.
func treeSources(t testing.TB) map[string][]byte {
	srcs := map[string][]byte{
		"missing.py":   []byte("f(a, b\nx = [1, 2\n"),
		"error.py":     []byte("def (:\n  t_env.execute_sql('x'\n\x00\xff"),
		"empty.py":     nil,
		"fstring.py":   []byte("s = f'{a!r:>{b}} {{x}} {c=}'\n"),
		"unicode.py":   []byte("# 한글 😀\nt = '한' + \"😀\"\n"),
		"crlf.py":      []byte("a = 1\r\nb = (\r\n 2)\r\n"),
		"zero-span.py": []byte("if x\n"),
	}
	for _, pat := range []string{"testdata/*.py", "testdata/nasty/*.py"} {
		files, _ := filepath.Glob(pat)
		for _, p := range files {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			srcs[p] = b
		}
	}
	return srcs
}

// bindingDump lists the subtree of n as read through the binding, one line
// per node in pre-order, in the same format as copyDump.
func bindingDump(n *sitter.Node, lang *sitter.Language) []string {
	var out []string
	c := sitter.NewTreeCursor(n)
	defer c.Close()
	depth := 0
	for {
		cur := c.CurrentNode()
		kind := "ERROR"
		if s := cur.Symbol(); s != 65535 && uint32(s) < lang.SymbolCount() {
			kind = lang.SymbolName(s)
		}
		out = append(out, fmt.Sprintf("%d %s %s [%d,%d) named=%v missing=%v error=%v",
			depth, kind, c.CurrentFieldName(), cur.StartByte(), cur.EndByte(), cur.IsNamed(), cur.IsMissing(), cur.HasError()))
		if c.GoToFirstChild() {
			depth++
			continue
		}
		for !c.GoToNextSibling() {
			if !c.GoToParent() {
				return out
			}
			depth--
		}
	}
}

func copyDump(n *syntaxNode, depth int, out []string) []string {
	out = append(out, fmt.Sprintf("%d %s %s [%d,%d) named=%v missing=%v error=%v",
		depth, n.kind(), n.field(), n.start, n.end, n.named(), n.missing(), n.hasError()))
	named := 0
	for i, ch := range n.children() {
		if ch.parent != n {
			out = append(out, fmt.Sprintf("child %d of %s has the wrong parent", i, n.kind()))
		}
		if ch.named() {
			if named >= len(n.namedKids()) || n.namedKids()[named] != ch {
				out = append(out, fmt.Sprintf("named child %d of %s missing from namedKids", named, n.kind()))
			}
			named++
		}
		out = append(out, copyDump(ch, depth+1, nil)...)
	}
	if named != len(n.namedKids()) {
		out = append(out, fmt.Sprintf("%s has %d namedKids, %d named children", n.kind(), len(n.namedKids()), named))
	}
	return out
}

// TestFlattenMatchesBinding checks that the Go copy of each tree holds what
// the binding reads, node by node: the C declarations in flatten.go restate
// tree-sitter's ABI, so a change upstream must fail here.
func TestFlattenMatchesBinding(t *testing.T) {
	lang := python.GetLanguage()
	ts := sitter.NewParser()
	defer ts.Close()
	ts.SetLanguage(lang)
	p := NewParser()
	defer p.Close()
	for name, src := range treeSources(t) {
		tree, err := ts.ParseCtx(context.Background(), nil, src)
		if err != nil {
			t.Fatal(err)
		}
		want := bindingDump(tree.RootNode(), lang)
		var ok bool
		p.records, ok = flattenRecords(tree.RootNode(), p.records, p.maxNodes)
		if !ok {
			t.Fatalf("%s: too many nodes", name)
		}
		p.trees.reset()
		root := &p.trees.syntaxTree(p.records)[0]
		got := copyDump(root, 0, nil)
		if w, g := strings.Join(want, "\n"), strings.Join(got, "\n"); w != g {
			t.Errorf("%s: the copy differs from the binding:\n%s", name, firstDifference(want, got))
		}
		for _, r := range probeRanges(src) {
			w := tree.RootNode().NamedDescendantForPointRange(pointAt(src, r[0]), pointAt(src, r[1]))
			g := root.namedDescendant(r[0], r[1])
			if int(w.StartByte()) != g.start || int(w.EndByte()) != g.end || w.Type() != g.kind() {
				t.Errorf("%s: namedDescendant(%d, %d) = %s [%d,%d), binding gives %s [%d,%d)",
					name, r[0], r[1], g.kind(), g.start, g.end, w.Type(), w.StartByte(), w.EndByte())
				break
			}
		}
		tree.Close()
	}
}

func firstDifference(want, got []string) string {
	for i := 0; i < len(want) || i < len(got); i++ {
		var w, g string
		if i < len(want) {
			w = want[i]
		}
		if i < len(got) {
			g = got[i]
		}
		if w != g {
			return fmt.Sprintf("node %d:\n  binding: %s\n  copy:    %s", i, w, g)
		}
	}
	return ""
}

// probeRanges are byte ranges to look up: every empty and one-byte range,
// every word.
func probeRanges(src []byte) [][2]int {
	var out [][2]int
	for i := 0; i < len(src) && i < 4000; i++ {
		out = append(out, [2]int{i, i + 1}, [2]int{i, i})
		if isIdentStart(src[i]) && (i == 0 || !isIdentByte(src[i-1])) {
			j := i + 1
			for j < len(src) && isIdentByte(src[j]) {
				j++
			}
			out = append(out, [2]int{i, j})
		}
	}
	return out
}

func pointAt(src []byte, off int) sitter.Point {
	row, col := 0, 0
	for i := 0; i < off && i < len(src); i++ {
		if src[i] == '\n' {
			row, col = row+1, 0
		} else {
			col++
		}
	}
	return sitter.Point{Row: uint32(row), Column: uint32(col)}
}

func TestContainsFold(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{"open('a.sql')", true},
		{"open('A.SQL')", true},
		{"x.Sql", true},
		{".sq", false},
		{"", false},
		{"sql", false},
		{"..sqL", true},
		{"a.sq.sql", true},
		{"a.sq", false},
	} {
		if got := containsFold([]byte(tc.src), ".sql"); got != tc.want {
			t.Errorf("containsFold(%q) = %v, want %v", tc.src, got, tc.want)
		}
	}
}

// TestTooManyNodes checks that a tree above the node limit is reported as an
// error of the file and not analysed, and that the limit is exact.
func TestTooManyNodes(t *testing.T) {
	src := []byte("from pyflink.table import TableEnvironment\nt_env.execute_sql('CREATE TABLE t (a INT)')\nx = [1, 2, 3]\n")
	p := NewParser()
	defer p.Close()
	tree, _, ok := p.ts.parse(src)
	if !ok {
		t.Fatal("no tree")
	}
	records, ok := flattenTree(tree, nil, maxSyntaxNodes)
	tree.close()
	if !ok {
		t.Fatal("a small file is over the limit")
	}
	for _, tc := range []struct {
		limit   int
		wantErr bool
	}{
		{len(records), false},
		{len(records) - 1, true},
		{10, true},
	} {
		p.maxNodes = tc.limit
		m := p.Parse("job.py", src, nil)
		gotErr := len(m.Errors) == 1 && m.Errors[0].NotAnalysed && strings.Contains(m.Errors[0].Msg, "too large to analyse")
		if gotErr != tc.wantErr || !tc.wantErr && (len(m.Errors) != 0 || len(m.SQL) != 1) {
			t.Errorf("limit %d: errors %v, %d SQL texts; want error %v", tc.limit, m.Errors, len(m.SQL), tc.wantErr)
		}
	}
}

// TestParserReuse checks that a Parser carries nothing from one file to the
// next: its tree storage, identifier lists and evaluation memo are reused,
// so each file parsed after all the others must give exactly what a fresh
// Parser gives.
func TestParserReuse(t *testing.T) {
	srcs := treeSources(t)
	names := make([]string, 0, len(srcs))
	for name := range srcs {
		names = append(names, name)
	}
	sort.Strings(names)
	shared := NewParser()
	defer shared.Close()
	for round := 0; round < 2; round++ {
		for _, name := range names {
			got := shared.Parse(name, srcs[name], nil)
			fresh := NewParser()
			want := fresh.Parse(name, srcs[name], nil)
			fresh.Close()
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s (round %d): a reused Parser gives another Module than a fresh one", name, round)
			}
		}
	}
}
