package linter

import (
	"bytes"
	"encoding/json"
	"fmt"
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
	c.begin()
	for _, p := range []string{"/a.py", "/b.py"} {
		c.store(parseKey{abs: p}, []byte(p), nil)
	}
	c.begin()
	for _, p := range []string{"/c.py", "/c.py"} {
		c.store(parseKey{abs: p}, []byte(p), nil)
	}
	if c.Len() != 2 {
		t.Errorf("%d files kept, want 2", c.Len())
	}
	if _, ok := c.lookup(parseKey{abs: "/c.py"}, []byte("/c.py")); !ok {
		t.Error("the file stored last is not in the cache")
	}
	if _, ok := c.lookup(parseKey{abs: "/a.py"}, []byte("/a.py")); ok {
		t.Error("the file used least recently was kept")
	}
	if _, ok := c.lookup(parseKey{abs: "/c.py"}, []byte("other")); ok {
		t.Error("a file with other content was served from the cache")
	}
	if _, ok := c.lookup(parseKey{abs: "/b.py"}, []byte("/b.py")); !ok {
		t.Error("the file kept from the run before is not served")
	}
	// Within one run, what the run used stays: a new file is not taken in.
	c.store(parseKey{abs: "/d.py"}, []byte("/d.py"), nil)
	if _, ok := c.lookup(parseKey{abs: "/d.py"}, []byte("/d.py")); ok {
		t.Error("a file displaced one the run used")
	}
}

// TestParseCacheBytesBoundHoldsAndEvictedFilesAreReparsed lints a tree
// bigger than a cache bounded by bytes, several times: the cache's
// estimate stays within its bound, files are evicted and parsed again,
// and every run's findings are those of a run without a cache; a file
// edited between runs is read anew.
func TestParseCacheBytesBoundHoldsAndEvictedFilesAreReparsed(t *testing.T) {
	root := t.TempDir()
	job := func(i int, compaction string) string {
		return fmt.Sprintf("from pyflink.table import EnvironmentSettings, TableEnvironment\n\n"+
			"t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())\n"+
			"t_env.execute_sql(\"\"\"CREATE TABLE s%d (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://b/%d/', "+
			"'format' = 'json', 'auto-compaction' = '%s')\"\"\")\n", i, i, compaction)
	}
	const jobs = 40
	for i := 0; i < jobs; i++ {
		dir := filepath.Join(root, fmt.Sprintf("job%02d", i))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		write := func(name, text string) {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		write("app.py", job(i, "true"))
		write("deployment.yaml", fmt.Sprintf("apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nmetadata:\n  name: job%02d\n"+
			"spec:\n  flinkVersion: v1_19\n  flinkConfiguration:\n    job.autoscaler.enabled: \"true\"\n"+
			"  job:\n    jarURI: local:///opt/flink/opt/flink-python-1.19.1.jar\n"+
			"    args: [\"-py\", \"/opt/flink/usrlib/job%02d/app.py\"]\n", i, i))
	}
	run := func(cache *ParseCache, overlay map[string][]byte) string {
		t.Helper()
		out, err := Check(Settings{Root: root, Paths: []string{root}, ParseCache: cache, Overlay: overlay, Jobs: 2})
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(out.Run.Findings)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	// A bound of about a third of what the tree's parses hold.
	full := NewParseCache(0)
	want := run(full, nil)
	if !strings.Contains(want, "FL001") {
		t.Fatal("the tree gives no FL001: the test tests nothing")
	}
	bound := full.Stats().Bytes / 3
	cache := NewParseCacheBytes(bound)
	edited := filepath.Join(root, "job07", "app.py")
	for i := 0; i < 4; i++ {
		var overlay map[string][]byte
		wantNow := want
		if i == 2 {
			overlay = map[string][]byte{edited: []byte(job(7, "false"))}
			wantNow = run(nil, overlay)
			if wantNow == want {
				t.Fatal("the edit changes nothing: the test tests nothing")
			}
		}
		if got := run(cache, overlay); got != wantNow {
			t.Errorf("run %d with a bounded cache: other findings than without a cache:\n got %s\nwant %s", i, got, wantNow)
		}
		if st := cache.Stats(); st.Bytes > st.MaxBytes || st.MaxBytes != bound {
			t.Errorf("run %d: the cache holds %d bytes by its estimate, its bound is %d (want %d)", i, st.Bytes, st.MaxBytes, bound)
		}
	}
	st := cache.Stats()
	if st.Evictions == 0 || st.Hits == 0 || st.Files == 0 {
		t.Errorf("the cache evicted %d parses and served %d: the bound was not reached or nothing was kept (%+v)", st.Evictions, st.Hits, st)
	}
	if fs := full.Stats(); st.Files >= fs.Files {
		t.Errorf("the bounded cache keeps %d files, the unbounded one %d", st.Files, fs.Files)
	}
}
