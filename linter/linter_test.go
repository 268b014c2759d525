package linter

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/rules"
)

// writeTree creates files (slash paths -> content) under a temp dir.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for p, content := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestDiscover(t *testing.T) {
	dir := writeTree(t, map[string]string{
		".gitignore":               "*.gen.sql\n/out/\nlogs\n",
		"a.sql":                    "",
		"x.gen.sql":                "",
		"out/b.sql":                "",
		"sub/out/c.sql":            "", // /out/ is anchored at the root
		"sub/logs/d.sql":           "", // logs matches at any depth
		"sub/.gitignore":           "*.sql\n!keep.sql\n",
		"sub/keep.sql":             "",
		"sub/drop.sql":             "",
		"node_modules/m.sql":       "",
		".venv/v.sql":              "",
		"build/b.sql":              "",
		"excluded/e.sql":           "",
		"readme.md":                "",
		"deep/nested/job.py":       "",
		"deep/nested/app.template": "",
	})
	cands, errs := discover(dir, []string{dir}, []string{"excluded/**"})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var got []string
	for _, c := range cands {
		got = append(got, c.rel)
	}
	want := []string{"a.sql", "deep/nested/app.template", "deep/nested/job.py", "sub/keep.sql"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("discover = %v, want %v", got, want)
	}
	// An explicitly named file is linted whatever .gitignore says.
	cands, _ = discover(dir, []string{filepath.Join(dir, "x.gen.sql")}, nil)
	if len(cands) != 1 || cands[0].rel != "x.gen.sql" {
		t.Errorf("explicit file: %v", cands)
	}
}

// TestDiscoverParallel checks that the walk finds the same files, in the
// same order, and lists the same entries whatever the number of goroutines,
// on a tree whose .gitignore files differ from one subtree to the next.
func TestDiscoverParallel(t *testing.T) {
	files := map[string]string{
		".gitignore":     "*.gen.sql\n",
		"x.gen.sql":      "",
		"keep.sql":       "",
		"a/.gitignore":   "*.sql\n!a1.sql\n",
		"a/a1.sql":       "",
		"a/a2.sql":       "",
		"b/b1.sql":       "", // a's rules do not reach its sibling
		"b/c/.gitignore": "/d/\n",
		"b/c/d/x.sql":    "",
		"b/d/x.sql":      "", // anchored at b/c only
	}
	for i := 0; i < 40; i++ {
		files[fmt.Sprintf("t%d/u%d/job.py", i%7, i)] = ""
		files[fmt.Sprintf("t%d/u%d/conf.yaml", i%7, i)] = ""
	}
	dir := writeTree(t, files)
	one, l1, errs := discoverListing(osFS{}, dir, []string{dir}, nil, 1)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var rels []string
	for _, c := range one {
		if !strings.HasPrefix(c.rel, "t") {
			rels = append(rels, c.rel)
		}
	}
	if want := []string{"a/a1.sql", "b/b1.sql", "b/d/x.sql", "keep.sql"}; !reflect.DeepEqual(rels, want) {
		t.Errorf("found %v, want %v", rels, want)
	}
	for _, workers := range []int{2, 3, 8} {
		got, l, _ := discoverListing(osFS{}, dir, []string{dir}, nil, workers)
		if !reflect.DeepEqual(got, one) || !reflect.DeepEqual(l, l1) {
			t.Errorf("workers=%d: the walk differs from one goroutine's", workers)
		}
	}
}

// TestDirListing checks that the walk's listing answers "does it exist?" as
// Lstat does, for every path it claims to know, and knows the paths the
// import resolver asks for most (beside the script, in a package that is
// not there).
func TestDirListing(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"jobs/a/job.py":           "",
		"jobs/a/helpers.py":       "",
		"jobs/a/pkg/__init__.py":  "",
		"jobs/b/job.py":           "",
		"node_modules/x/index.py": "", // not walked: excluded by default
		"jobs/a/notes.txt":        "", // not recorded: the listing does not know
	})
	if err := os.Symlink("pkg", filepath.Join(dir, "jobs/a/linked")); err != nil {
		t.Fatal(err)
	}
	_, listing, errs := discoverListing(osFS{}, dir, []string{dir}, nil, 2)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for _, tc := range []struct {
		rel   string
		known bool
	}{
		{"jobs/a/helpers.py", true},
		{"jobs/a/json.py", true},
		{"jobs/a/json/__init__.py", true}, // jobs/a has no json
		{"jobs/a/pkg/__init__.py", true},
		{"jobs/a/pkg/sub/__init__.py", true},
		{"jobs/a/pkg/sub/deeper/x.py", false}, // two levels below the listing
		{"jobs", true},
		{"node_modules/x/index.py", false},
		{"node_modules/x", false}, // node_modules is in the root, but not listed
		{"node_modules", true},
		{"missing/x.py", true}, // the root has no "missing"
		{"jobs/a/notes.txt", false},
		{"jobs/a/linked", true},
		{"jobs/a/linked/__init__.py", false}, // a symlink's directory is not listed
	} {
		full := filepath.Join(dir, filepath.FromSlash(tc.rel))
		got, known := listing.exists(full)
		if known != tc.known {
			t.Errorf("%s: known = %v, want %v", tc.rel, known, tc.known)
		}
		_, err := os.Lstat(full)
		if known && got != (err == nil) {
			t.Errorf("%s: listing says exists = %v, Lstat says %v", tc.rel, got, err)
		}
	}
	if _, known := (*dirListing)(nil).exists(filepath.Join(dir, "jobs")); known {
		t.Error("a nil listing claims to know a path")
	}
}

func TestGlobMatch(t *testing.T) {
	tests := []struct {
		pattern, name string
		want          bool
	}{
		{"*.sql", "a.sql", true},
		{"a/**/b", "a/b", true},
		{"a/**/b", "a/x/y/b", true},
		{"**/b", "x/b", true},
		{"a/*", "a/b/c", false},
	}
	for _, tt := range tests {
		if got := globMatch(tt.pattern, tt.name); got != tt.want {
			t.Errorf("globMatch(%q, %q) = %v", tt.pattern, tt.name, got)
		}
	}
}

func TestLineCol(t *testing.T) {
	src := []byte("ab\n한🔥x")
	tests := []struct{ off, line, col, col16 int }{
		{0, 1, 1, 1},
		{3, 2, 1, 1},
		{6, 2, 2, 2},  // after 한 (3 bytes)
		{10, 2, 3, 4}, // after 🔥 (4 bytes, a surrogate pair)
	}
	tf := fileWithLines(src)
	for _, tt := range tests {
		l, c, c16 := lineCol(tf, src, tt.off)
		if l != tt.line || c != tt.col || c16 != tt.col16 {
			t.Errorf("lineCol(%d) = %d,%d,%d want %d,%d,%d", tt.off, l, c, c16, tt.line, tt.col, tt.col16)
		}
	}
}

// TestParseProblemsAreFindings: broken inputs give FL9xx findings, and the
// run goes on to lint the rest.
func TestParseProblemsAreFindings(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"broken.sql": "CREATE TABLE t (id INT WITH ('connector' = ;\n",
		"bin.sql":    "\x00\x01\x02",
		"job.sql":    "CREATE TABLE s (id STRING) WITH ('connector'='filesystem','path'='/x','format'='json','auto-compaction'='true');\nINSERT INTO s SELECT id FROM src;\n",
	})
	var log strings.Builder
	res, err := Run(Options{Paths: []string{dir}, Root: dir, RobustOptions: RobustOptions{Verbose: true, Log: &log}})
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, f := range res.Run.Findings {
		found[f.RuleID+"@"+f.Location.Path] = true
	}
	for _, want := range []string{"FL900@broken.sql", "FL001@job.sql"} {
		if !found[want] {
			t.Errorf("missing %s in %v", want, found)
		}
	}
	// Binary content is skipped with a note under --verbose, not a finding.
	if !strings.Contains(log.String(), "skipped bin.sql: binary content") {
		t.Errorf("no --verbose note for bin.sql in %q", log.String())
	}
}

// TestDeterministic: the same tree gives the same findings whatever --jobs.
func TestDeterministic(t *testing.T) {
	files := map[string]string{}
	for i := 0; i < 30; i++ {
		files[filepath.ToSlash(filepath.Join("d", string(rune('a'+i%26)), "job"+string(rune('a'+i))+".sql"))] =
			"CREATE TABLE s (id STRING) WITH ('connector'='filesystem','path'='/x','format'='json','auto-compaction'='true');\nINSERT INTO s SELECT id FROM src;\n"
	}
	dir := writeTree(t, files)
	var first []finding.Finding
	for _, jobs := range []int{1, 2, 8} {
		res, err := Run(Options{Paths: []string{dir}, Root: dir, Jobs: jobs, Rules: []*rules.Rule{rules.FL001}})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Run.Findings) != 30 {
			t.Fatalf("jobs=%d: %d findings, want 30", jobs, len(res.Run.Findings))
		}
		if !sort.SliceIsSorted(res.Run.Findings, func(i, j int) bool {
			return res.Run.Findings[i].Location.Path < res.Run.Findings[j].Location.Path
		}) {
			t.Errorf("jobs=%d: findings not sorted", jobs)
		}
		if first == nil {
			first = res.Run.Findings
		} else if !reflect.DeepEqual(first, res.Run.Findings) {
			t.Errorf("jobs=%d: findings differ from jobs=1", jobs)
		}
	}
}

func TestSuppression(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"job.sql": "CREATE TABLE s (id STRING) WITH ('connector'='filesystem','path'='/x','format'='json',\n" +
			"  -- flinklint: ignore[FL001] sink is pinned by the platform team\n" +
			"  'auto-compaction'='true');\nINSERT INTO s SELECT id FROM src;\n",
	})
	res, err := Run(Options{Paths: []string{dir}, Root: dir, Rules: []*rules.Rule{rules.FL001}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Run.Findings) != 0 {
		t.Errorf("suppressed finding reported: %+v", res.Run.Findings)
	}
}

func TestRedactSnippet(t *testing.T) {
	in := `'properties.sasl.jaas.config' = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="p";'`
	if got := redactSnippet(`'password' = 'hunter2'`); got != `'password' = '****'` {
		t.Errorf("redactSnippet = %q", got)
	}
	if got := redactSnippet(`'auto-compaction' = 'true'`); got != `'auto-compaction' = 'true'` {
		t.Errorf("non-secret changed: %q", got)
	}
	if got := redactSnippet(in); strings.Contains(got, `password="p"`) {
		t.Errorf("JAAS password kept: %q", got)
	}
	if got := redactSnippet(`"s3.secret-key": "it's-a-secret"`); strings.Contains(got, "secret\"") && strings.Contains(got, "it's") {
		t.Errorf("double-quoted secret kept: %q", got)
	}
}
