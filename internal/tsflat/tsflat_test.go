package tsflat

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"
)

// TestRecordLayout: the C walk writes Records through a cast pointer: the
// Go struct must have the C struct's layout.
func TestRecordLayout(t *testing.T) {
	var r Record
	got := [6]uintptr{unsafe.Sizeof(r), unsafe.Offsetof(r.End), unsafe.Offsetof(r.Parent), unsafe.Offsetof(r.Symbol), unsafe.Offsetof(r.Field), unsafe.Offsetof(r.Flags)}
	if want := recordLayout(); got != want {
		t.Fatalf("Record layout %v, the C record's %v", got, want)
	}
}

func parse(t testing.TB, src string) *sitter.Tree {
	ts := sitter.NewParser()
	t.Cleanup(ts.Close)
	ts.SetLanguage(python.GetLanguage())
	tree, err := ts.ParseCtx(context.Background(), nil, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

// TestFlattenAgreesWithBinding: the records are the binding's nodes in
// pre-order, with their parents, flags and fields; the limit is exact and
// a small buffer grows.
func TestFlattenAgreesWithBinding(t *testing.T) {
	src := "def f(a, b=1):\n    return [a, b, (1 +)]\nx = f(2)\n"
	tree := parse(t, src)
	defer tree.Close()
	var want []Record
	var walk func(n *sitter.Node, parent int32, field string)
	lang := python.GetLanguage()
	walk = func(n *sitter.Node, parent int32, field string) {
		var flags uint8
		if n.IsNamed() {
			flags |= Named
		}
		if n.IsMissing() {
			flags |= Missing
		}
		if n.HasError() {
			flags |= HasError
		}
		fid := uint16(0)
		for id := 1; field != ""; id++ {
			if lang.FieldName(id) == field {
				fid = uint16(id)
				break
			}
		}
		want = append(want, Record{Start: n.StartByte(), End: n.EndByte(), Parent: parent, Symbol: uint16(n.Symbol()), Field: fid, Flags: flags})
		self := int32(len(want) - 1)
		for i := 0; i < int(n.ChildCount()); i++ {
			walk(n.Child(i), self, n.FieldNameForChild(i))
		}
	}
	walk(tree.RootNode(), -1, "")
	got, ok := Node(tree.RootNode(), make([]Record, 1), 1<<20)
	if !ok || len(got) != len(want) {
		t.Fatalf("%d records (ok %v), want %d", len(got), ok, len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("record %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if _, ok := Node(tree.RootNode(), nil, len(want)); !ok {
		t.Error("a tree of exactly the limit refused")
	}
	if _, ok := Node(tree.RootNode(), nil, len(want)-1); ok {
		t.Error("a tree over the limit accepted")
	}
}

// BenchmarkFlatten copies the tree of about 100 KB of Python.
func BenchmarkFlatten(b *testing.B) {
	src := strings.Repeat("def f(a, b=None, *args, **kw):\n    return {'k': [a, b, (1, 2.5)], **kw} if a else lambda x: x[1:2]\n", 1000)
	tree := parse(b, src)
	defer tree.Close()
	buf, _ := Node(tree.RootNode(), nil, 1<<22)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for range b.N {
		buf, _ = Node(tree.RootNode(), buf, 1<<22)
	}
	b.ReportMetric(float64(len(buf)), "nodes")
}

// TestFlattenAllocatesExactly: without a buffer, the records are written
// into one array of exactly the tree's size (grown by doubling from 1,024
// records, a 1 MB Python file's array was allocated ten times over: issue
// 46's bar of 200 MB per megabyte of input).
func TestFlattenAllocatesExactly(t *testing.T) {
	src := strings.Repeat("t_env.execute_sql(\"SELECT a FROM t\").wait()\nx = [1, 2, {'a': f(y)}]\n", 200)
	tree := parse(t, src)
	defer tree.Close()
	Node(tree.RootNode(), nil, 1<<20) // the first cgo call's own allocations
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	got, ok := Node(tree.RootNode(), nil, 1<<20)
	runtime.ReadMemStats(&after)
	size := uint64(len(got)) * uint64(unsafe.Sizeof(Record{}))
	if !ok || cap(got) != len(got) || after.TotalAlloc-before.TotalAlloc > size+8<<10 { // a large object takes whole pages
		t.Errorf("%d records in an array of %d, %d bytes allocated: want one array of exactly their number (%d bytes)", len(got), cap(got), after.TotalAlloc-before.TotalAlloc, size)
	}
	if again, _ := Node(tree.RootNode(), got, 1<<20); &again[0] != &got[0] {
		t.Error("a buffer large enough was not reused")
	}
}
