package linter

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestParseCacheGivesTheSameOutput lints every testdata tree without a
// cache, then twice with one (the second run served from it), and
// compares every output format byte for byte: a cached parse is never
// changed by the run that uses it.
func TestParseCacheGivesTheSameOutput(t *testing.T) {
	if testing.Short() {
		t.Skip("lints every testdata tree three times")
	}
	repo, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	cache := NewParseCache(0)
	for _, tree := range lintTrees(t, repo) {
		t.Run(filepath.ToSlash(tree), func(t *testing.T) {
			opts := Options{Paths: []string{filepath.Join(repo, tree)}, Root: repo}
			res, err := Run(opts)
			if err != nil {
				t.Fatal(err)
			}
			want := writeAllFormats(t, res.Run, repo)
			opts.ParseCache = cache
			for _, pass := range []string{"filling the cache", "from the cache"} {
				res, err := Run(opts)
				if err != nil {
					t.Fatal(err)
				}
				for format, b := range writeAllFormats(t, res.Run, repo) {
					if !bytes.Equal(want[format], b) {
						t.Errorf("%s: %s output differs from a run without cache:\n%s", pass, format, firstDiff(want[format], b))
					}
				}
			}
		})
	}
	if cache.Len() == 0 {
		t.Error("nothing was cached")
	}
}

// TestParseCacheFollowsContentAndImports: an edited buffer is parsed
// anew, and a job that imports a module of the repository is never
// cached (the module may change under it).
func TestParseCacheFollowsContentAndImports(t *testing.T) {
	root := t.TempDir()
	job := "from pyflink.table import EnvironmentSettings, TableEnvironment\n\n" +
		"t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())\n" +
		"t_env.execute_sql(\"\"\"CREATE TABLE t (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://b/t/', 'format' = 'json', 'auto-compaction' = 'true')\"\"\")\n"
	importer := "from pyflink.table import EnvironmentSettings, TableEnvironment\nfrom helpers import DDL\n\n" +
		"t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())\nt_env.execute_sql(DDL)\n"
	helpers := "DDL = \"\"\"CREATE TABLE h (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://b/h/', 'format' = 'json', 'auto-compaction' = 'true')\"\"\"\n"
	for name, text := range map[string]string{"job.py": job, "importer.py": importer, "helpers.py": helpers} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cache := NewParseCache(0)
	count := func(overlay map[string][]byte) int {
		t.Helper()
		res, err := Run(Options{Paths: []string{root}, Root: root, Overlay: overlay, ParseCache: cache})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, f := range res.Run.Findings {
			if f.RuleID == "FL001" {
				n++
			}
		}
		return n
	}
	if n := count(nil); n != 2 {
		t.Fatalf("FL001 %d times, want 2 (job.py, helpers.py through importer.py)", n)
	}
	if _, ok := cache.files[parseKey{abs: filepath.Join(root, "importer.py")}]; ok {
		t.Error("a job that imports a module of the repository was cached")
	}
	fixed := strings.Replace(job, "'auto-compaction' = 'true'", "'auto-compaction' = 'false'", 1)
	if n := count(map[string][]byte{filepath.Join(root, "job.py"): []byte(fixed)}); n != 1 {
		t.Errorf("after the edit: FL001 %d times, want 1", n)
	}
	if n := count(nil); n != 2 {
		t.Errorf("back to the file on disk: FL001 %d times, want 2", n)
	}
}

func TestParseCacheIsBounded(t *testing.T) {
	c := NewParseCache(2)
	for _, p := range []string{"/a.py", "/b.py", "/c.py", "/c.py"} {
		c.store(parseKey{abs: p}, []byte(p), nil)
	}
	if c.Len() != 2 {
		t.Errorf("%d files kept, want 2", c.Len())
	}
	if _, ok := c.lookup(parseKey{abs: "/c.py"}, []byte("/c.py")); !ok {
		t.Error("the file stored last is not in the cache")
	}
	if _, ok := c.lookup(parseKey{abs: "/c.py"}, []byte("other")); ok {
		t.Error("a file with other content was served from the cache")
	}
}
