package linter

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// lineLookups are the go/token methods that read a file's line table.
var lineLookups = map[string]bool{
	"Position": true, "PositionFor": true, "Line": true, "LineStart": true,
	"Lines": true, "LineCount": true, "MergeLine": true,
}

// TestNoTokenLineLookups: the run's FileSet has no line tables
// (buildInput), so no code that imports go/token may ask it for a line:
// the answer would be line 1. Lines come from locate and lineIndex. The
// test fails on a call of one of lineLookups in a non-test file that
// imports go/token.
func TestNoTokenLineLookups(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "testdata" || strings.HasPrefix(name, ".") && path != root {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		if !importsToken(f) {
			return nil
		}
		checked++
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok && lineLookups[sel.Sel.Name] {
					t.Errorf("%s: %s reads a go/token line table, which the run's FileSet does not have (use the file's bytes, as locate does)", fset.Position(sel.Pos()), sel.Sel.Name)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 10 {
		t.Fatalf("only %d files import go/token: the walk missed the sources", checked)
	}
}

func importsToken(f *ast.File) bool {
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == "go/token" {
			return true
		}
	}
	return false
}
