package rules_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/internal/lintest"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// TestFL010Fix applies the rename fix for a key that differs from the
// declared one only in '_' versus '-'.
func TestFL010Fix(t *testing.T) {
	got := applyFixes(t, filepath.Join("..", "testdata", "FL010", "sql_typo_underscore"), rules.FL010, "job.sql")
	if !strings.Contains(got, "'sink.rolling-policy.file-size' = '256MB'") {
		t.Errorf("fixed text:\n%s", got)
	}
	got = applyFixes(t, filepath.Join("..", "testdata", "FL010", "py_descriptor"), rules.FL010, "job.py")
	if !strings.Contains(got, `.option("sink.rolling-policy.file-size", "256MB")`) {
		t.Errorf("fixed text:\n%s", got)
	}
}

// applyFixes lints dir with rule, applies the first suggested fix of every
// finding in file, and returns the file's new text.
func applyFixes(t *testing.T, dir string, rule *rules.Rule, file string) string {
	t.Helper()
	res := lintest.Run(t, dir, linter.Options{Rules: []*rules.Rule{rule}})
	src, err := os.ReadFile(filepath.Join(dir, file))
	if err != nil {
		t.Fatal(err)
	}
	var edits []finding.Edit
	for _, f := range res.Run.Findings {
		if len(f.Fixes) == 0 {
			continue
		}
		for _, e := range f.Fixes[0].Edits {
			if e.Location.Path != file {
				t.Fatalf("edit in %s, want %s", e.Location.Path, file)
			}
			edits = append(edits, e)
		}
	}
	if len(edits) == 0 {
		t.Fatalf("%s: no suggested fix", dir)
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].Location.StartOffset > edits[j].Location.StartOffset })
	out := string(src)
	for _, e := range edits {
		out = out[:e.Location.StartOffset] + e.NewText + out[e.Location.EndOffset:]
	}
	return out
}

// TestFL011Fix corrects a connector identifier written in the wrong case.
func TestFL011Fix(t *testing.T) {
	got := applyFixes(t, filepath.Join("..", "testdata", "FL011", "sql_case"), rules.FL011, "job.sql")
	if !strings.Contains(got, "'connector' = 'kafka'") {
		t.Errorf("fixed text:\n%s", got)
	}
}

// TestFL014Fix checks where the prefix is added, and that no fix is offered
// when it would not be safe.
func TestFL014Fix(t *testing.T) {
	dir := filepath.Join("..", "testdata", "FL014")
	for _, c := range []struct{ tree, file, want string }{
		{"sql_with", "job.sql", "'sink.delivery-guarantee' = 'exactly-once', 'sink.transactional-id-prefix' = 'job-orders_out'   -- want"},
		{"sql_hint", "job.sql", "OPTIONS('sink.delivery-guarantee' = 'Exactly-Once', 'sink.transactional-id-prefix' = 'job-orders_out')"},
		{"py_sql_string", "job.py", "'sink.delivery-guarantee' = 'exactly-once', 'sink.transactional-id-prefix' = 'job-orders_out'  -- want"},
		{"py_descriptor", "job.py", `.option("sink.delivery-guarantee", "exactly-once").option("sink.transactional-id-prefix", "job-orders_out")  # want`},
	} {
		if got := applyFixes(t, filepath.Join(dir, c.tree), rules.FL014, c.file); !strings.Contains(got, c.want) {
			t.Errorf("%s: fixed text lacks %q:\n%s", c.tree, c.want, got)
		}
	}
	for _, tree := range []string{"sql_like", "sql_two_writers", "py_escaped"} {
		res := lintest.Run(t, filepath.Join(dir, tree), linter.Options{Rules: []*rules.Rule{rules.FL014}})
		for _, f := range res.Run.Findings {
			if len(f.Fixes) > 0 {
				t.Errorf("%s: unexpected fix %+v", tree, f.Fixes)
			}
		}
	}
}

// TestOptionRulesNasty runs the family over the parsers' corpora of nasty
// and unusual inputs: no panic, no error, same output with 1 and 4 workers.
func TestOptionRulesNasty(t *testing.T) {
	family := []*rules.Rule{rules.FL010, rules.FL011, rules.FL012, rules.FL013, rules.FL014, rules.FL015, rules.FL016, rules.FL017, rules.FL018, rules.FL906}
	for _, dir := range []string{"../sqlparse/testdata", "../pyparse/testdata", "../deploy/testdata", "../examples"} {
		abs, err := filepath.Abs(dir)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(abs); err != nil {
			continue
		}
		var first string
		for _, jobs := range []int{1, 4} {
			res, err := linter.Run(linter.Options{Root: abs, Paths: []string{abs}, Rules: family, Jobs: jobs})
			if err != nil {
				t.Fatalf("%s: %v", dir, err)
			}
			var b strings.Builder
			for _, f := range res.Run.Findings {
				if f.RuleID == "FL906" {
					t.Errorf("%s: internal error: %s: %s", dir, f.Location.Path, f.Message)
				}
				fmt.Fprintf(&b, "%s:%d:%d %s %s\n", f.Location.Path, f.Location.StartLine, f.Location.StartCol, f.RuleID, f.Message)
			}
			if jobs == 1 {
				first = b.String()
			} else if b.String() != first {
				t.Errorf("%s: findings differ between 1 and %d workers", dir, jobs)
			}
		}
	}
}

// TestFL010FlinkVersionFlag checks that --flink-version selects the release
// line when no deployment is linked.
func TestFL010FlinkVersionFlag(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "testdata", "FL010", "sql_version_flag"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		version string
		want    int
	}{{"", 0}, {"1.17", 1}, {"1.18", 0}, {"2.2", 0}} {
		res, err := linter.Run(linter.Options{Root: dir, Paths: []string{dir}, Rules: []*rules.Rule{rules.FL010}, FlinkVersion: c.version})
		if err != nil {
			t.Fatal(err)
		}
		if got := len(res.Run.Findings); got != c.want {
			t.Errorf("--flink-version %q: %d findings, want %d", c.version, got, c.want)
			continue
		}
		if c.want > 0 {
			msg := res.Run.Findings[0].Message
			if !strings.Contains(msg, "only since Flink 1.18") || !strings.Contains(msg, "--flink-version") {
				t.Errorf("message %q", msg)
			}
		}
	}
}

// TestFL013Fix corrects an enum value written with the constant's name.
func TestFL013Fix(t *testing.T) {
	for _, c := range []struct{ tree, want string }{
		{"sql_enum_kafka", "'sink.delivery-guarantee' = 'exactly-once'"},
		{"sql_types", "'sink.partition-commit.trigger' = 'partition-time'"},
	} {
		got := applyFixes(t, filepath.Join("..", "testdata", "FL013", c.tree), rules.FL013, "job.sql")
		if !strings.Contains(got, c.want) {
			t.Errorf("%s: fixed text lacks %q:\n%s", c.tree, c.want, got)
		}
	}
}

// TestFL010ReleaseNotesNeedFlinkVersion: an option newer than a connector's
// oldest release is a note when the Flink version is known and the release
// the job ships is not; with neither known, nothing is said.
func TestFL010ReleaseNotesNeedFlinkVersion(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "testdata", "FL010", "sql_connector_release_options"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		version string
		want    int
	}{{"", 0}, {"1.19", 3}} {
		res, err := linter.Run(linter.Options{Root: dir, Paths: []string{dir}, Rules: []*rules.Rule{rules.FL010}, FlinkVersion: c.version})
		if err != nil {
			t.Fatal(err)
		}
		if got := len(res.Run.Findings); got != c.want {
			t.Errorf("--flink-version %q: %d findings, want %d", c.version, got, c.want)
			continue
		}
		for _, f := range res.Run.Findings {
			if f.Level != finding.Note || !strings.Contains(f.Message, "or later") {
				t.Errorf("--flink-version %q: %s %s", c.version, f.Level, f.Message)
			}
		}
	}
}
