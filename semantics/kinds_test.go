package semantics

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// pinnedKinds are the values of the problem kinds. A value never changes
// (rules, suppressions and stored results may hold it): a new kind is
// added here with a new value, and a kind no check raises stays.
var pinnedKinds = map[string]int{
	"InsertColumnCount": 1, "InsertColumnType": 2, "WindowNotTimeAttribute": 3, "TableSchemaInvalid": 4,
	"AlterTableInvalid": 5, "UnknownTable": 6, "UnknownColumn": 7, "HintUnknownTable": 8, "AmbiguousColumn": 9,
	"UnknownFunction": 10, "ObjectExists": 11, "HintInvalid": 12, "TargetColumnInvalid": 13,
	"CTASColumnsInvalid": 14, "DropShadowed": 15, "CatalogInvalid": 16, "FunctionCallInvalid": 17, "ModuleInvalid": 18,
	"ViewColumnsInvalid": 19, "ModelInvalid": 20, "StaticPartitionInvalid": 21,
	"ProcTimeTemporalJoin": 100, "EventTimeTemporalJoinInvalid": 101,
	"SortNotTimeAttribute": 200, "OverWindowInvalid": 201, "WindowArgumentInvalid": 202, "UnionTimeAttributes": 203,
	"QueryShapeInvalid": 300, "MatchOrderInvalid": 320, "MatchRecognizeInvalid": 321,
	"LookupJoinInvalid": 700, "UpdatingInputUnsupported": 701, "ModeUnsupported": 702,
	"SessionStatementInvalid": 800, "SettingInvalid": 801, "BatchSourceUnsupported": 802,
}

// TestProblemKinds reads every ProblemKind constant of the package: each
// is declared in problems.go, keeps its pinned value, has a value of its
// own (the rules tell problems apart by kind), and String and Message
// know it.
func TestProblemKinds(t *testing.T) {
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
	seen := 0
	for _, name := range pkg.Scope().Names() {
		c, ok := pkg.Scope().Lookup(name).(*types.Const)
		if !ok || !types.Identical(c.Type(), kind.Type()) {
			continue
		}
		seen++
		if file := filepath.Base(fset.Position(c.Pos()).Filename); file != "problems.go" {
			t.Errorf("ProblemKind %s is declared in %s, not in problems.go", name, file)
		}
		v := c.Val().ExactString()
		if other, dup := byValue[v]; dup {
			t.Errorf("ProblemKind %s and %s are both %s", other, name, v)
		}
		byValue[v] = name
		want, pinned := pinnedKinds[name]
		if !pinned {
			t.Errorf("ProblemKind %s = %s is not pinned in pinnedKinds", name, v)
			continue
		}
		if v != strconv.Itoa(want) {
			t.Errorf("ProblemKind %s is %s, pinned at %d: a kind's value never changes", name, v, want)
		}
		if got := ProblemKind(want).String(); got != name {
			t.Errorf("ProblemKind(%d).String() = %q, want %q", want, got, name)
		}
		if ProblemKind(want).Message() == "" {
			t.Errorf("ProblemKind %s has no message", name)
		}
	}
	if seen != len(pinnedKinds) {
		t.Errorf("found %d ProblemKind constants, %d pinned: a pinned kind was removed", seen, len(pinnedKinds))
	}
	if got := ProblemKind(9999).String(); got != "ProblemKind(9999)" {
		t.Errorf("String of no kind = %q", got)
	}
}
