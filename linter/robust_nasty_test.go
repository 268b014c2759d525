package linter

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/pyparse"
	"github.com/flinklint/flinklint/rules"
)

// denyFS is the real file system except that listing or opening the
// chosen paths fails with a permission error. Tests run as root, which
// chmod 000 does not stop, so unreadability is simulated here.
type denyFS struct {
	osFS
	deny map[string]bool // absolute paths
}

func (d denyFS) ReadDir(name string) ([]fs.DirEntry, error) {
	if d.deny[name] {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
	}
	return d.osFS.ReadDir(name)
}

func (d denyFS) Open(name string) (io.ReadCloser, error) {
	if d.deny[name] {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
	}
	return d.osFS.Open(name)
}

// copyTree copies a directory of regular files.
func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// nastyTree is testdata/nasty plus the inputs git cannot hold or that are
// too big to commit: a named pipe, symlink loops, symlinks leaving the
// tree, a symlinked directory, a file over the size limit, a 2 MB line.
func nastyTree(t *testing.T) (root, outside string) {
	t.Helper()
	root = t.TempDir()
	outside = t.TempDir()
	copyTree(t, filepath.Join("..", "testdata", "nasty"), root)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	dyn := filepath.Join(root, "dynamic")
	must(os.MkdirAll(dyn, 0o755))
	must(syscall.Mkfifo(filepath.Join(dyn, "pipe.sql"), 0o644))
	must(os.Symlink("loop_b.sql", filepath.Join(dyn, "loop_a.sql")))
	must(os.Symlink("loop_a.sql", filepath.Join(dyn, "loop_b.sql")))
	must(os.Symlink("missing.sql", filepath.Join(dyn, "dangling.sql")))
	secret := filepath.Join(outside, "secret.sql")
	must(os.WriteFile(secret, []byte("CREATE TABLE x (id INT WITH ('password' = 'outside-secret';\n"), 0o644))
	must(os.Symlink(secret, filepath.Join(dyn, "leaves_tree.sql")))
	must(os.Symlink(outside, filepath.Join(dyn, "leaves_tree_dir")))
	must(os.Symlink("..", filepath.Join(dyn, "parent_dir_loop")))
	must(os.Symlink("../fl001/job.sql", filepath.Join(dyn, "inside_link.sql")))
	must(os.MkdirAll(filepath.Join(dyn, "dir.sql"), 0o755)) // a directory with a source extension
	big := bytes.Repeat([]byte("SELECT 1;\n"), DefaultMaxFileSize/10+1)
	must(os.WriteFile(filepath.Join(dyn, "oversized.sql"), big, 0o644))
	must(os.WriteFile(filepath.Join(dyn, "oversized_data.json"), append([]byte(`{"a": "`), append(bytes.Repeat([]byte("x"), DefaultMaxFileSize), '"', '}')...), 0o644))
	// Nesting far beyond every parser's limit (go-yaml's own is 10000),
	// too slow to lint in every benchmark run of testdata.
	const deep = 50000
	must(os.WriteFile(filepath.Join(dyn, "deep_big.sql"), []byte(flinkMarker+"SELECT "+strings.Repeat("(", deep)+"1;\n"), 0o644))
	must(os.WriteFile(filepath.Join(dyn, "deep_big.yaml"), []byte("apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nspec: "+strings.Repeat("[", deep)+strings.Repeat("]", deep)+"\n"), 0o644))
	must(os.WriteFile(filepath.Join(dyn, "deep_big.py"), []byte("from pyflink.table import TableEnvironment\nx = "+strings.Repeat("[", deep)+strings.Repeat("]", deep)+"\nt_env.execute_sql('SELECT (')\n"), 0o644))
	long := flinkMarker + "SELECT '" + strings.Repeat("x", 2<<20) + "' FROM t WHERE (;\n"
	must(os.WriteFile(filepath.Join(dyn, "long_line.sql"), []byte(long), 0o644))
	must(os.MkdirAll(filepath.Join(dyn, "locked"), 0o755))
	must(os.WriteFile(filepath.Join(dyn, "locked", "hidden.sql"), []byte("SELECT 1;\n"), 0o644))
	must(os.WriteFile(filepath.Join(dyn, "unreadable.sql"), []byte("SELECT 1;\n"), 0o644))
	must(os.WriteFile(filepath.Join(dyn, "panics.sql"), []byte("SELECT 1;\n"), 0o644))
	must(os.WriteFile(filepath.Join(dyn, "hangs.sql"), []byte("SELECT 1;\n"), 0o644))
	return root, outside
}

// nastyOptions runs over the nasty tree with the simulations of
// unreadable entries, a parser panic and a hanging parse.
func nastyOptions(root string, jobs int, log io.Writer) Options {
	dyn := filepath.Join(root, "dynamic")
	release := make(chan struct{})
	time.AfterFunc(30*time.Second, func() { close(release) })
	return Options{Paths: []string{root}, Root: root, Jobs: jobs, RobustOptions: RobustOptions{
		Verbose: true, Debug: true, Log: log, ParseTimeout: 4 * time.Second,
		hooks: &testHooks{
			fsys: denyFS{deny: map[string]bool{
				filepath.Join(dyn, "locked"):         true,
				filepath.Join(dyn, "unreadable.sql"): true,
			}},
			beforeParse: func(rel string) {
				switch rel {
				case "dynamic/panics.sql":
					panic("simulated parser bug")
				case "dynamic/hangs.sql":
					<-release // a parse that hangs, until the test is over
				}
			},
		},
	}}
}

// TestNastyTree is the robustness issue's done-when: one run over every
// nasty input at once finishes, reports each, and still finds FL001.
func TestNastyTree(t *testing.T) {
	root, outside := nastyTree(t)
	var log strings.Builder
	start := time.Now()
	res, err := Run(nastyOptions(root, 2, &log))
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 60*time.Second {
		t.Errorf("run took %v", d)
	}
	type want struct{ rule, path, text string }
	wants := []want{
		{"FL001", "fl001/job.sql", "auto-compaction"},
		{"FL905", "dynamic/pipe.sql", "named pipe"},
		{"FL905", "dynamic/loop_a.sql", "symlink loop"},
		{"FL905", "dynamic/loop_b.sql", "symlink loop"},
		{"FL905", "dynamic/dangling.sql", "broken symlink"},
		{"FL905", "dynamic/leaves_tree.sql", "outside the repository root"},
		{"FL905", "dynamic/oversized.sql", "--max-file-size"},
		{"FL905", "dynamic/locked", "cannot list directory: permission denied"},
		{"FL905", "dynamic/unreadable.sql", "permission denied"},
		{"FL905", "dynamic/hangs.sql", "parse abandoned after 4s"},
		{"FL906", "dynamic/panics.sql", "simulated parser bug"},
		{"FL900", "dynamic/long_line.sql", "syntax error"},
		{"FL907", "encoding/invalid_utf8.sql", "byte offset 6"},
		{"FL907", "encoding/overlong_and_surrogate.sql", "byte offset 8"},
		{"FL905", "encoding/utf16le.sql", "UTF-16"},
		{"FL900", "encoding/cr_only.sql", "syntax error"},
		{"FL900", "encoding/crlf.sql", "syntax error"},
		{"FL900", "encoding/bom.sql", "syntax error"},
		{"FL900", "encoding/bom_job.py", "syntax error"},
		{"FL900", "encoding/tabs.sql", "syntax error"},
		{"FL900", "deep/parens.sql", "syntax error"},
		{"FL900", "deep/type.sql", "nested"},
		{"FL904", "deep/flow.yaml", "nested deeper"},
		{"FL900", "dynamic/deep_big.sql", "expected ')'"},
		{"FL904", "dynamic/deep_big.yaml", "depth"},
		// 50,000 brackets deep (Python refuses 200) cost tree-sitter as much
		// as garbage: the parse is cut at its work budget (pyparse/budget.go).
		{"FL901", "dynamic/deep_big.py", "Python file not analysed: parsing was stopped at byte"},
		{"FL904", "deep/block.yaml", "nested deeper"},
		{"FL904", "deep/template.json", "nested deeper"},
		{"FL904", "deep/main.tf", "nested deeper"},
		{"FL904", "yaml/alias_bomb.yaml", "alias"},
		{"FL904", "yaml/tabs_and_junk.yaml", "tab"},
		{"FL904", "odd/hcl_junk.tf", "Unterminated"},
		{"FL904", "odd/json_junk.json", "JSON"},
		{"FL900", "odd/unterminated.sql", "unterminated"},
		{"FL901", "odd/unterminated.py", "syntax error"},
	}
	for _, w := range wants {
		if !hasFinding(res.Run.Findings, w.rule, w.path, w.text) {
			t.Errorf("no %s on %s mentioning %q", w.rule, w.path, w.text)
		}
	}
	for _, note := range []string{
		"skipped binary/image.sql: binary content",
		"skipped binary/blob.yaml: binary content",
		"skipped binary/compiled.py: binary content",
		"skipped dynamic/dir.sql: symlink to a directory", // walked as a directory: nothing in it
		"skipped dynamic/leaves_tree_dir: symlink to a directory: not followed",
		"skipped dynamic/parent_dir_loop: symlink to a directory: not followed",
		"skipped dynamic/oversized_data.json: larger than the size limit",
		"internal error in dynamic/panics.sql: internal error while parsing: simulated parser bug\ngoroutine",
	} {
		if note == "skipped dynamic/dir.sql: symlink to a directory" {
			continue // dir.sql is a real directory: walked, not a file
		}
		if !strings.Contains(log.String(), note) {
			t.Errorf("log lacks %q:\n%s", note, log.String())
		}
	}
	for _, f := range res.Run.Findings {
		p := f.Location.Path
		if p == "" || strings.HasPrefix(p, "/") || strings.HasPrefix(p, "..") {
			t.Errorf("finding path %q is not inside the root: %s", p, f.Message)
		}
		if strings.Contains(f.Message, outside) || strings.Contains(f.Message, root) {
			t.Errorf("finding mentions a machine path: %s", f.Message)
		}
		if strings.Contains(f.Message+f.Location.Snippet, "outside-secret") {
			t.Errorf("content of a file outside the tree leaked: %s", f.Message)
		}
		if strings.HasPrefix(p, "dynamic/inside_link.sql") && f.RuleID == "FL905" {
			t.Errorf("a symlink inside the tree was not read: %s", f.Message)
		}
	}
	// The stack is in the finding only because Debug is on.
	if !hasFinding(res.Run.Findings, "FL906", "dynamic/panics.sql", "goroutine") {
		t.Error("--debug FL906 finding has no stack")
	}
	// The symlink to a file inside the tree is linted like the file.
	if !hasFinding(res.Run.Findings, "FL001", "dynamic/inside_link.sql", "auto-compaction") {
		t.Error("no FL001 through the symlink inside the tree")
	}
	// The run is incomplete (issue 46 item 2): what is there and could not
	// be read, and the parse abandoned at the timeout; and (item 3) every
	// place a parser or reader stopped at its depth or size limit. Not what
	// is missing (a dangling symlink), left out by policy (a symlink leaving
	// the root, the size limit) or a file flinklint read and judged (UTF-16).
	var unread []string
	for _, why := range res.Incomplete {
		p, _, _ := strings.Cut(why, ": ")
		unread = append(unread, p)
	}
	if want := []string{"deep/block.yaml", "deep/flow.yaml", "deep/main.tf", "deep/parens.sql", "deep/template.json", "deep/type.sql",
		"dynamic/deep_big.py", "dynamic/deep_big.yaml", "dynamic/hangs.sql", "dynamic/locked", "dynamic/panics.sql", "dynamic/pipe.sql", "dynamic/unreadable.sql",
		"yaml/alias_bomb.yaml"}; !slices.Equal(unread, want) {
		t.Errorf("incomplete for %q, want %q:\n%s", unread, want, strings.Join(res.Incomplete, "\n"))
	}
}

func hasFinding(fs []finding.Finding, rule, path, text string) bool {
	for _, f := range fs {
		if f.RuleID == rule && f.Location.Path == path && strings.Contains(f.Message, text) {
			return true
		}
	}
	return false
}

// flinkMarker makes a generated SQL file Flink SQL by evidence
// (sqlparse.HasFlinkEvidence); without it the file reads as another
// database's script and its syntax errors are not reported.
const flinkMarker = "SET 'pipeline.name' = 'nasty';\n"

// TestInternalErrorWithoutDebug: no stack in the finding without --debug.
func TestInternalErrorWithoutDebug(t *testing.T) {
	dir := writeTree(t, map[string]string{"a.sql": "SELECT 1;\n", "b.sql": flinkMarker + "SELECT (;\n"})
	opts := Options{Paths: []string{dir}, Root: dir, RobustOptions: RobustOptions{hooks: &testHooks{beforeParse: func(rel string) {
		if rel == "a.sql" {
			panic(errors.New("boom"))
		}
	}}}}
	res, err := Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	if !hasFinding(res.Run.Findings, "FL906", "a.sql", "internal error while parsing: boom") {
		t.Errorf("no FL906 on a.sql: %+v", res.Run.Findings)
	}
	if !hasFinding(res.Run.Findings, "FL900", "b.sql", "syntax error") {
		t.Error("the run did not go on to b.sql")
	}
	// A file an internal error stopped was not analysed: the run is
	// incomplete (issue 46: FL906 fails the run as FL905 does).
	if want := []string{"a.sql: internal error while parsing: boom"}; !slices.Equal(res.Incomplete, want) {
		t.Errorf("incomplete %q, want %q", res.Incomplete, want)
	}
	for _, f := range res.Run.Findings {
		if strings.Contains(f.Message, "goroutine") {
			t.Errorf("stack without --debug: %s", f.Message)
		}
		if f.RuleID == "FL906" && (f.Location.StartLine != 1 || f.Level != finding.Error) {
			t.Errorf("FL906 location/level: %+v", f)
		}
	}
}

// TestAnalyzerPanicIsolated: a rule whose analyzer panics becomes one
// FL906 finding naming the rule; the other rules still report.
func TestAnalyzerPanicIsolated(t *testing.T) {
	dir := writeTree(t, map[string]string{"job.sql": "CREATE TABLE s (id STRING) WITH ('connector'='filesystem','path'='/x','format'='json','auto-compaction'='true');\nINSERT INTO s SELECT id FROM src;\n"})
	bad := &rules.Rule{Doc: rules.Doc{ID: "FL999", Name: "always-panics"}, Analyzer: &analysis.Analyzer{
		Name: "fl999", Doc: "panics", Requires: []*analysis.Analyzer{model.Analyzer},
		Run: func(*analysis.Pass) (any, error) { panic("rule bug with 'password' = 'hunter2-secret'") },
	}}
	var log strings.Builder
	res, err := Run(Options{Paths: []string{dir}, Root: dir, Rules: append([]*rules.Rule{bad}, rules.All()...),
		RobustOptions: RobustOptions{Debug: true, Log: &log}})
	if err != nil {
		t.Fatal(err)
	}
	if !hasFinding(res.Run.Findings, "FL906", "job.sql", "rule FL999 (always-panics) failed") {
		t.Errorf("no FL906 for the failing rule: %+v", res.Run.Findings)
	}
	if !hasFinding(res.Run.Findings, "FL001", "job.sql", "auto-compaction") {
		t.Error("FL001 lost after another rule panicked")
	}
	// A rule skipped for the whole run leaves the run incomplete, its
	// message without the stack.
	if len(res.Incomplete) != 1 || !strings.HasPrefix(res.Incomplete[0], "job.sql: rule FL999 (always-panics) failed") || strings.Contains(res.Incomplete[0], "goroutine") {
		t.Errorf("incomplete %q, want the failed rule", res.Incomplete)
	}
	for _, f := range res.Run.Findings {
		if strings.Contains(f.Message, "hunter2-secret") {
			t.Errorf("secret in an internal-error message: %s", f.Message)
		}
	}
	if !strings.Contains(log.String(), "rule FL999 (always-panics) failed") || !strings.Contains(log.String(), "goroutine") {
		t.Errorf("--debug log lacks the failure and its stack:\n%s", log.String())
	}
	if strings.Contains(log.String(), "hunter2-secret") {
		t.Error("secret in the --debug log")
	}
}

// TestCROnlyPositions: a file with lone CR line endings gets the lines
// and columns an editor shows.
func TestCROnlyPositions(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"cr.sql":   "SELECT 1;\rSELECT 2;\r\tCREATE TABLE t (id INT WITH ('connector' = ;\r",
		"crlf.sql": "SELECT 1;\r\nSELECT 2;\r\n\tCREATE TABLE t (id INT WITH ('connector' = ;\r\n",
		"bom.sql":  "\ufeffCREATE TABLE t (id INT WITH ('connector' = ;\n",
	})
	res, err := Run(Options{Paths: []string{dir}, Root: dir})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][2]int{}
	for _, f := range res.Run.Findings {
		if f.RuleID == "FL900" {
			got[f.Location.Path] = [2]int{f.Location.StartLine, f.Location.StartCol}
		}
	}
	want := map[string][2]int{"cr.sql": {3, 25}, "crlf.sql": {3, 25}, "bom.sql": {1, 24}}
	for p, w := range want {
		if got[p] != w {
			t.Errorf("%s: FL900 at %v, want line:col %v", p, got[p], w)
		}
	}
	// Every line ending starts a line, the end of input included.
	src := []byte("a\rb\r\nc\nd\r")
	tf := fileWithLines(src)
	for off, line := range []int{1, 1, 2, 2, 2, 3, 3, 4, 4, 5} {
		if l, _, _ := lineCol(tf, src, off); l != line {
			t.Errorf("lineCol(%d) line %d, want %d", off, l, line)
		}
	}
	if got, want := tf.Lines(), []int{0, 2, 5, 7}; !equalInts(got, want) {
		t.Errorf("line starts = %v, want %v", got, want)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestExplicitPathOutsideRoot: a named path outside the root is an error,
// not a finding with a path that leaves the repository.
func TestExplicitPathOutsideRoot(t *testing.T) {
	root := writeTree(t, map[string]string{"a.sql": "SELECT 1;\n"})
	other := writeTree(t, map[string]string{"b.sql": "SELECT 1;\n"})
	_, err := Run(Options{Paths: []string{filepath.Join(other, "b.sql")}, Root: root})
	if err == nil || !strings.Contains(err.Error(), "outside the root") {
		t.Errorf("err = %v", err)
	}
}

// TestModelPanicIsolated: when building the job model panics because of
// one file, that file is left out of the model with an FL906 finding and
// the other files are linted.
func TestModelPanicIsolated(t *testing.T) {
	job := "CREATE TABLE s (id STRING) WITH ('connector'='filesystem','path'='/x','format'='json','auto-compaction'='true');\nINSERT INTO s SELECT id FROM src;\n"
	dir := writeTree(t, map[string]string{"a/job.sql": job, "b/poison.sql": "SELECT 1;\n", "c/job.sql": job})
	hooks := &testHooks{beforeModel: func(in *model.Input) {
		for _, f := range in.Files {
			if f.Path == "b/poison.sql" && f.SQL != nil {
				panic("model bug")
			}
		}
	}}
	res, err := Run(Options{Paths: []string{dir}, Root: dir, RobustOptions: RobustOptions{hooks: hooks}})
	if err != nil {
		t.Fatal(err)
	}
	if !hasFinding(res.Run.Findings, "FL906", "b/poison.sql", "building the job model from this file: model bug") {
		t.Errorf("no FL906 on the poison file: %+v", res.Run.Findings)
	}
	for _, p := range []string{"a/job.sql", "c/job.sql"} {
		if !hasFinding(res.Run.Findings, "FL001", p, "auto-compaction") {
			t.Errorf("no FL001 on %s", p)
		}
	}
	// A model that fails whatever is left out stops the run (exit 2).
	hooks.beforeModel = func(*model.Input) { panic("always") }
	if _, err := Run(Options{Paths: []string{dir}, Root: dir, RobustOptions: RobustOptions{hooks: hooks}}); err == nil {
		t.Error("a model that never builds did not stop the run")
	}
}

// TestReaderGaveUpIsIncomplete: a Python or JVM file whose reader panicked
// (pyparse.Error.Internal) or gave up its analysis (NotAnalysed: a size
// limit) leaves the run incomplete; a syntax error or an evaluation limit
// does not.
func TestReaderGaveUpIsIncomplete(t *testing.T) {
	py := func(path string, errs ...pyparse.Error) *model.File {
		return &model.File{Path: path, Kind: model.PythonFile, Python: &pyparse.Module{Errors: errs}}
	}
	in := &input{model: &model.Model{Files: []*model.File{
		py("a.py", pyparse.Error{Msg: "internal error in pyparse: boom\ngoroutine 1", Internal: true}),
		py("b.py", pyparse.Error{Msg: "too large to analyse: more than 1048576 syntax nodes", NotAnalysed: true}),
		py("c.py", pyparse.Error{Msg: "syntax error"}, pyparse.Error{Msg: "nested too deep", Limit: true}),
	}}}
	got := incomplete(in, []finding.Finding{{RuleID: "FL901", Location: finding.Location{Path: "c.py"}}}, nil)
	want := []string{"a.py: internal error in pyparse: boom", "b.py: too large to analyse: more than 1048576 syntax nodes"}
	if !slices.Equal(got, want) {
		t.Errorf("incomplete %q, want %q", got, want)
	}
}
