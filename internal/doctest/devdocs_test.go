package doctest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

const modulePath = "github.com/flinklint/flinklint"

// modulePackages returns each package of the module (repository-relative
// path) with the module packages its non-test files import, from go list.
func modulePackages(t *testing.T, root string) map[string][]string {
	t.Helper()
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}}\t{{join .Imports \" \"}}", "./...")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	pkgs := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, imports, _ := strings.Cut(line, "\t")
		var deps []string
		for _, imp := range strings.Fields(imports) {
			if rel, ok := strings.CutPrefix(imp, modulePath+"/"); ok {
				deps = append(deps, rel)
			}
		}
		sort.Strings(deps)
		pkgs[strings.TrimPrefix(path, modulePath+"/")] = deps
	}
	return pkgs
}

var backticked = regexp.MustCompile("`([^`]+)`")

// contractsTable reads the package table of docs/dev/contracts.md: each
// row's package and the module packages its imports column names (in
// backquotes; notes in parentheses name no package, "none" is empty).
func contractsTable(t *testing.T, root string, known map[string][]string) map[string][]string {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join(root, "docs", "dev", "contracts.md"))
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string][]string{}
	for _, line := range strings.Split(string(doc), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) != 5 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			continue
		}
		pkg := strings.Trim(strings.TrimSpace(cells[1]), "`")
		var deps []string
		imports := regexp.MustCompile(`\([^)]*\)`).ReplaceAllString(cells[3], "")
		for _, m := range backticked.FindAllStringSubmatch(imports, -1) {
			if _, ok := known[m[1]]; ok {
				deps = append(deps, m[1])
			} else {
				t.Errorf("contracts.md, row %s: %q in the imports column is no package of the module", pkg, m[1])
			}
		}
		sort.Strings(deps)
		rows[pkg] = deps
	}
	return rows
}

// TestContractsTableMatchesImports checks the package table of
// docs/dev/contracts.md against go list: one row for every package of the
// module, and in each row's imports column exactly the module packages its
// non-test files import. Adding a package or an import edge fails it until
// the table says so.
func TestContractsTableMatchesImports(t *testing.T) {
	root := repoRoot(t)
	pkgs := modulePackages(t, root)
	rows := contractsTable(t, root, pkgs)
	for pkg, deps := range pkgs {
		row, ok := rows[pkg]
		if !ok {
			t.Errorf("docs/dev/contracts.md has no row for package %s (imports: %s)", pkg, orNone(deps))
			continue
		}
		if !slices.Equal(row, deps) {
			t.Errorf("docs/dev/contracts.md, row %s: the imports column says %s; go list says %s", pkg, orNone(row), orNone(deps))
		}
	}
	for pkg := range rows {
		if _, ok := pkgs[pkg]; !ok {
			t.Errorf("docs/dev/contracts.md has a row for %s, which is no package of the module", pkg)
		}
	}
}

func orNone(deps []string) string {
	if len(deps) == 0 {
		return "none"
	}
	return "`" + strings.Join(deps, "`, `") + "`"
}

// goNames indexes the module's Go declarations by name: top-level names per
// package (by the package's last path element, as docs qualify them),
// members (fields and methods) per type name, and every top-level name.
type goNames struct {
	byPackage map[string]map[string]bool
	members   map[string]map[string]bool
	all       map[string]bool
}

func indexGoNames(t *testing.T, root string) *goNames {
	t.Helper()
	ix := &goNames{byPackage: map[string]map[string]bool{}, members: map[string]map[string]bool{}, all: map[string]bool{}}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); p != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ix.add(filepath.Base(filepath.Dir(p)), f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

func (ix *goNames) add(pkg string, f *ast.File) {
	names := ix.byPackage[pkg]
	if names == nil {
		names = map[string]bool{}
		ix.byPackage[pkg] = names
	}
	declare := func(name string) { names[name], ix.all[name] = true, true }
	member := func(typ, name string) {
		if ix.members[typ] == nil {
			ix.members[typ] = map[string]bool{}
		}
		ix.members[typ][name] = true
	}
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				declare(d.Name.Name)
				continue
			}
			recv := d.Recv.List[0].Type
			for {
				switch r := recv.(type) {
				case *ast.StarExpr:
					recv = r.X
					continue
				case *ast.IndexExpr:
					recv = r.X
					continue
				case *ast.IndexListExpr:
					recv = r.X
					continue
				case *ast.Ident:
					member(r.Name, d.Name.Name)
				}
				break
			}
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				switch s := spec.(type) {
				case *ast.TypeSpec:
					declare(s.Name.Name)
					if st, ok := s.Type.(*ast.StructType); ok {
						for _, field := range st.Fields.List {
							for _, n := range field.Names {
								member(s.Name.Name, n.Name)
							}
							if len(field.Names) == 0 {
								member(s.Name.Name, embeddedName(field.Type))
							}
						}
					}
				case *ast.ValueSpec:
					for _, n := range s.Names {
						declare(n.Name)
					}
				}
			}
		}
	}
}

func embeddedName(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.StarExpr:
		return embeddedName(x.X)
	case *ast.SelectorExpr:
		return x.Sel.Name
	case *ast.Ident:
		return x.Name
	}
	return ""
}

var (
	// repoPath is a repository path: a top-level folder and more.
	repoPath = regexp.MustCompile(`^[a-z][\w.-]*/[\w./-]*$`)
	// qualified is pkg.Name or Type.Member (and further members), with a
	// pointer, slice or call around it.
	qualified = regexp.MustCompile(`^(?:\*|\[\])?([A-Za-z]\w*)\.([A-Za-z]\w*)(?:\.\w+)*(?:\(\))?$`)
	// camelName is a Go name written alone: camelCase or a test function.
	camelName = regexp.MustCompile(`^((?:[a-z]+[A-Z]\w*)|(?:Test|Fuzz|Benchmark)[A-Z]\w*)(?:\(\))?$`)
)

// TestDevDocsNamesExist checks that every file, folder, package-qualified
// Go name, Type.Member and camelCase function or test that docs/dev names in
// backquotes exists, so that a rename or a removal fails here until the
// developer docs follow it. Placeholders (FL0xx, <case>, globs) are not
// names.
func TestDevDocsNamesExist(t *testing.T) {
	root := repoRoot(t)
	ix := indexGoNames(t, root)
	docs, err := filepath.Glob(filepath.Join(root, "docs", "dev", "*.md"))
	if err != nil || len(docs) == 0 {
		t.Fatalf("no docs/dev: %v", err)
	}
	checked := 0
	for _, doc := range docs {
		src, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		name := "docs/dev/" + filepath.Base(doc)
		for _, m := range backticked.FindAllStringSubmatch(string(src), -1) {
			tok := m[1]
			if strings.ContainsAny(tok, "<>*") || strings.Contains(strings.ToLower(tok), "xx") {
				continue
			}
			if problem, ok := checkDevName(root, ix, tok); ok {
				checked++
				if problem != "" {
					t.Errorf("%s names `%s`: %s", name, tok, problem)
				}
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d names checked in docs/dev: is the test still reading them?", checked)
	}
}

// checkDevName checks one backquoted token; ok is false for a token that is
// no name this test knows how to check.
func checkDevName(root string, ix *goNames, tok string) (problem string, ok bool) {
	if repoPath.MatchString(tok) {
		top, _, _ := strings.Cut(tok, "/")
		if st, err := os.Stat(filepath.Join(root, top)); err != nil || !st.IsDir() {
			return "", false // go/token.FileSet and the like
		}
		if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(tok))); err != nil {
			return "no such file or folder", true
		}
		return "", true
	}
	if m := qualified.FindStringSubmatch(tok); m != nil {
		left, right := m[1], m[2]
		if pkg, isPkg := ix.byPackage[left]; isPkg && left[0] >= 'a' && left[0] <= 'z' {
			if !pkg[right] {
				return "package " + left + " declares no " + right, true
			}
			return "", true
		}
		if members, isType := ix.members[left]; isType && left[0] >= 'A' && left[0] <= 'Z' {
			if !members[right] {
				return "type " + left + " has no field or method " + right, true
			}
			return "", true
		}
		return "", false // analysis.Pass, job.Tables: not the module's names
	}
	if m := camelName.FindStringSubmatch(tok); m != nil {
		if !ix.all[m[1]] {
			return "no Go declaration of the module has this name", true
		}
		return "", true
	}
	return "", false
}
