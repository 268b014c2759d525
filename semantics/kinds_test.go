package semantics

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"testing"
)

// TestProblemKindsDistinct: the problem kinds are numbered per file (iota
// blocks from different bases), and the rules tell problems apart by kind,
// so two constants with one value would make one rule report another's
// problem. Every ProblemKind constant of the package must have its own value.
func TestProblemKindsDistinct(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("github.com/flinklint/flinklint/semantics", fset, files, nil)
	if err != nil {
		t.Fatal(err)
	}
	kind := pkg.Scope().Lookup("ProblemKind")
	byValue := map[string]string{}
	for _, name := range pkg.Scope().Names() {
		c, ok := pkg.Scope().Lookup(name).(*types.Const)
		if !ok || !types.Identical(c.Type(), kind.Type()) {
			continue
		}
		v := c.Val().ExactString()
		if other, dup := byValue[v]; dup {
			t.Errorf("ProblemKind %s and %s are both %s", other, name, v)
		}
		byValue[v] = name
	}
	if len(byValue) < 10 {
		t.Fatalf("found %d ProblemKind constants; the test reads the package wrong", len(byValue))
	}
}
