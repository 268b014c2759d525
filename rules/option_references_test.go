package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/flink"
)

// legacyOptionKeys are keys the rules read that no current declaration
// has, each with why.
var legacyOptionKeys = map[string]string{
	"connector.type": "the pre-1.11 connector key FL011 recognises so that such a table is not called connector-less",
}

// TestOptionReferencesExist reads the rules' sources and checks that every
// option or configuration key they name (options.Get("k"),
// flink.LookupConfigKey("k"), flink.CanonicalConfigKey(x) == "k") is one
// the catalogue has from the sources: an option of some connector, or a
// configuration key an option class of Flink or the operator declares.
func TestOptionReferencesExist(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	model, err := filepath.Glob("../model/*.go")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, model...)
	fset := token.NewFileSet()
	refs := map[string]token.Position{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			for _, lit := range keyLiterals(n) {
				if k, err := strconv.Unquote(lit.Value); err == nil {
					refs[k] = fset.Position(lit.Pos())
				}
			}
			return true
		})
	}
	if len(refs) < 10 {
		t.Fatalf("found only %d option references: the scan is broken", len(refs))
	}
	for k, pos := range refs {
		if _, ok := legacyOptionKeys[k]; ok || sourcedOption(k) {
			continue
		}
		t.Errorf("%s: %q is neither a connector option nor a configuration key the sources declare", pos, k)
	}
}

// configKeyRe is a literal that is a whole Flink or operator
// configuration key by its namespace.
var configKeyRe = regexp.MustCompile(`^(?:scheduler-mode|(?:execution|pipeline|state|jobmanager|taskmanager|job\.autoscaler|kubernetes\.operator|restart-strategy|table\.exec|parallelism)\.[a-z0-9.-]*[a-z0-9])$`)

// keyLiterals are the string literals n names as option keys.
func keyLiterals(n ast.Node) []*ast.BasicLit {
	switch e := n.(type) {
	case *ast.BasicLit:
		if s, err := strconv.Unquote(e.Value); err == nil && e.Kind == token.STRING && configKeyRe.MatchString(s) {
			return []*ast.BasicLit{e}
		}
	case *ast.CallExpr:
		sel, ok := e.Fun.(*ast.SelectorExpr)
		if !ok || len(e.Args) == 0 {
			return nil
		}
		switch sel.Sel.Name {
		case "Get", "LookupConfigKey", "Option", "Lookup", "Config", "Setting":
			if lit, ok := e.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				return []*ast.BasicLit{lit}
			}
		}
	case *ast.BinaryExpr:
		if e.Op != token.EQL {
			return nil
		}
		for _, pair := range [][2]ast.Expr{{e.X, e.Y}, {e.Y, e.X}} {
			call, ok := pair[0].(*ast.CallExpr)
			lit, isLit := pair[1].(*ast.BasicLit)
			if !ok || !isLit || lit.Kind != token.STRING {
				continue
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "CanonicalConfigKey" {
				return []*ast.BasicLit{lit}
			}
		}
	}
	return nil
}

// sourcedOption reports whether key is an option some connector declares
// from its sources, or a configuration key with a declaration.
func sourcedOption(key string) bool {
	if ck, _, ok := flink.LookupConfigKey(key); ok && ck.Declared != "" {
		return true
	}
	if key == "connector" {
		return true // FactoryUtil.CONNECTOR, every factory's
	}
	for _, id := range flink.KnownConnectors(flink.Version{}) {
		spec, _ := flink.Connector(id, flink.Version{})
		if o, m := spec.Lookup(key, nil); (m == flink.Declared || m == flink.Deprecated) && o.Declared != "" {
			return true
		}
	}
	return false
}
