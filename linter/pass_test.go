package linter

import (
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/rules"
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

// TestPassContract: the driver's pass carries the finding's level beside
// the diagnostic (Model.Report) and the rule id in Category; the model
// analyzer builds the model from the parsed files the driver supplies, and
// says so when a driver supplies none.
func TestPassContract(t *testing.T) {
	dir := writeTree(t, map[string]string{"a.sql": "SET 'a' = 'b';\n"})
	cands, listing, errs := discoverListing(osFS{}, dir, []string{dir}, nil, 1)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	in := parseInput(dir, cands, listing, Options{Jobs: 1, MaxFileSize: DefaultMaxFileSize})
	d := newPassDriver(in)
	mpass, _ := d.newPass(model.Analyzer, nil)
	res, err := model.Analyzer.Run(mpass)
	if err != nil {
		t.Fatalf("model analyzer: %v", err)
	}
	m := res.(*model.Model)
	if m.File("a.sql") == nil {
		t.Fatal("the model lacks the run's file")
	}
	pass, ds := d.newPass(rules.FL001.Analyzer, map[*analysis.Analyzer]any{model.Analyzer: m})
	m.Report(pass, finding.Error, analysis.Diagnostic{Message: "leveled"})
	pass.Report(analysis.Diagnostic{Message: "default"})
	want := []struct {
		msg   string
		level finding.Level
	}{{"leveled", finding.Error}, {"default", ""}}
	if len(ds.list) != len(want) {
		t.Fatalf("reports %v, want %v", ds.list, want)
	}
	for i, w := range want {
		if r := ds.list[i]; r.Message != w.msg || r.level != w.level || r.Category != "FL001" {
			t.Errorf("report %d: %q level %q category %q, want %q level %q category FL001", i, r.Message, r.level, r.Category, w.msg, w.level)
		}
	}
	if _, err := model.Analyzer.Run(&analysis.Pass{Analyzer: model.Analyzer}); err == nil {
		t.Error("the model analyzer ran without the driver's parsed files")
	}
}
