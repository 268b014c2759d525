package safety

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// networkPackages can open connections or start programs.
var networkPackages = map[string]bool{
	"net": true, "net/http": true, "crypto/tls": true, "net/rpc": true, "net/smtp": true,
	"net/http/httputil": true, "net/http/cookiejar": true, "os/exec": true, "plugin": true,
}

// allowedNetworkImporters are the third-party packages allowed to import a
// network package, each with the reason it cannot dial in flinklint.
var allowedNetworkImporters = map[string]string{
	// go-sarif's sarif package imports gojsonschema for (*Report).Validate,
	// which can load remote $ref schemas over HTTP. flinklint never calls
	// Validate (TestNoDialingCalls checks); it only builds and encodes
	// reports. gojsonschema's HTTP loader is therefore unreachable.
	"github.com/xeipuuv/gojsonschema": "remote $ref loading, reachable only from sarif.Report.Validate, never called",
}

func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// TestDependencyGraphHasNoNetworkUse: in the binary's dependency graph
// (`go list -deps ./cmd/flinklint`), no package of ours imports a
// network or process package, and the only other packages that do are the
// allowed ones, plus the standard library's own network stack.
func TestDependencyGraphHasNoNetworkUse(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}\t{{.Standard}}\t{{join .Imports \" \"}}", "./cmd/flinklint")
	cmd.Dir = repoRoot(t)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var offenders []string
	seenAllowed := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		parts := strings.SplitN(line, "\t", 3)
		if len(parts) != 3 {
			continue
		}
		pkg, std, imports := parts[0], parts[1] == "true", strings.Fields(parts[2])
		if pkg == "os/exec" || pkg == "plugin" {
			offenders = append(offenders, "the binary links "+pkg)
		}
		for _, imp := range imports {
			if !networkPackages[imp] {
				continue
			}
			switch {
			case std || strings.HasPrefix(pkg, "vendor/"):
				// The standard library's network stack imports itself.
			case allowedNetworkImporters[pkg] != "":
				seenAllowed[pkg] = true
			default:
				offenders = append(offenders, pkg+" imports "+imp)
			}
		}
	}
	sort.Strings(offenders)
	for _, o := range offenders {
		t.Errorf("network or process use in the binary's dependencies: %s", o)
	}
	for pkg := range allowedNetworkImporters {
		if !seenAllowed[pkg] {
			t.Logf("%s no longer imports a network package: drop it from allowedNetworkImporters", pkg)
		}
	}
}

// dialingCalls are calls that open connections, fetch URLs or start
// programs, by package path and function name ("" = any).
var dialingCalls = map[string][]string{
	"net":                             {""},
	"net/http":                        {""},
	"crypto/tls":                      {""},
	"os/exec":                         {""},
	"plugin":                          {""},
	"syscall":                         {"Exec", "ForkExec", "StartProcess", "Socket", "Connect"},
	"os":                              {"StartProcess"},
	"github.com/xeipuuv/gojsonschema": {""},
	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif": {"Validate"},
}

// TestNoDialingCalls scans the non-test Go code of this module: no import
// of a network or process package, and no call of a function that dials,
// fetches or starts a program (including go-sarif's Validate, the one way
// into gojsonschema's HTTP loader).
func TestNoDialingCalls(t *testing.T) {
	root := repoRoot(t)
	fset := token.NewFileSet()
	files := 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); p != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files++
		checkFile(t, f, fset)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 {
		t.Fatalf("scanned only %d files: wrong root?", files)
	}
}

func checkFile(t *testing.T, f *ast.File, fset *token.FileSet) {
	t.Helper()
	local := map[string]string{} // local import name -> path
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		if networkPackages[path] || path == "github.com/xeipuuv/gojsonschema" {
			t.Errorf("%s imports %s", fset.Position(imp.Pos()), path)
		}
		name := path[strings.LastIndex(path, "/")+1:]
		if imp.Name != nil {
			name = imp.Name.Name
		}
		local[name] = path
	}
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if id, ok := sel.X.(*ast.Ident); ok {
			if funcs, ok := dialingCalls[local[id.Name]]; ok {
				for _, fn := range funcs {
					if fn == "" || fn == sel.Sel.Name {
						t.Errorf("%s: %s.%s dials, fetches or starts a program", fset.Position(sel.Pos()), local[id.Name], sel.Sel.Name)
					}
				}
			}
		}
		// A method call .Validate() in a file that imports go-sarif.
		if sel.Sel.Name == "Validate" && local["sarif"] != "" {
			t.Errorf("%s: Validate in a file that imports go-sarif (its schema loader can fetch over HTTP)", fset.Position(sel.Pos()))
		}
		return true
	})
}

// TestBinaryHasNoProcessStart: the built binary links no os/exec code.
func TestBinaryHasNoProcessStart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	cmd := exec.Command("go", "tool", "nm", bin)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go tool nm: %v", err)
	}
	for _, line := range bytes.Split(out, []byte("\n")) {
		if bytes.Contains(line, []byte(" os/exec.")) || bytes.Contains(line, []byte(" plugin.Open")) {
			t.Errorf("binary links %s", bytes.TrimSpace(line))
		}
	}
}

// binDir holds the binary the tests of this package share.
var binDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "flinklint-safety")
	if err != nil {
		panic(err)
	}
	binDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// buildBinary builds cmd/flinklint once per test binary.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(binDir, "flinklint")
	if _, err := os.Stat(bin); err == nil {
		return bin
	}
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/flinklint")
	cmd.Dir = repoRoot(t)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}
