package linter

import (
	"go/token"
	"strings"
	"testing"
)

// fileWithLines is a token.File for src with its line table, as the run
// builds it.
func fileWithLines(src []byte) *token.File {
	tf := token.NewFileSet().AddFile("f", -1, len(src))
	setLines(tf, src)
	return tf
}

// TestPassPositions: the run's FileSet, which every pass gets as
// pass.Fset (analyze), has line tables, so
// pass.Fset.Position gives the line and (byte) column of any position,
// and agrees with the finding's line, in files with LF, CRLF and lone CR
// line endings.
func TestPassPositions(t *testing.T) {
	files := map[string]string{
		"lf.sql":   "SET 'a' = 'b';\n\nCREATE TABLE t (x INT) WITH ('connector' = 'print');\n",
		"crlf.sql": "SET 'a' = 'b';\r\n\r\nCREATE TABLE t (x INT) WITH ('connector' = 'print');\r\n",
		"cr.sql":   "SET 'a' = 'b';\r\rCREATE TABLE t (x INT) WITH ('connector' = 'print');\r",
	}
	dir := writeTree(t, files)
	res, err := Run(Options{Paths: []string{dir}, Root: dir, Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	for name, src := range files {
		f := res.Model.File(name)
		if f == nil {
			t.Fatalf("%s: not in the run", name)
		}
		off := strings.Index(src, "CREATE")
		p := res.Model.Fset.Position(f.Pos(off))
		if p.Filename != name || p.Line != 3 || p.Column != 1 {
			t.Errorf("%s: Position of CREATE = %s:%d:%d, want %s:3:1", name, p.Filename, p.Line, p.Column, name)
		}
		p = res.Model.Fset.Position(f.Pos(off + len("CREATE ")))
		if p.Line != 3 || p.Column != 8 {
			t.Errorf("%s: Position of TABLE = %d:%d, want 3:8", name, p.Line, p.Column)
		}
	}
}
