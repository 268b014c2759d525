package lintest

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/linter"
)

// update rewrites the golden files instead of comparing with them:
// `go test ./rules -update`.
var update = flag.Bool("update", false, "rewrite the golden files of the testdata trees")

// GoldenName is the file of a testdata tree that pins what users see of
// its findings: every message, level, range, related location and fix.
const GoldenName = "findings.golden"

// Golden compares what a run reports on the tree at dir with the tree's
// golden files, as ruff's snapshot tests and analysistest's
// RunWithSuggestedFixes do: findings.golden holds every finding rendered
// (message, related locations, fixes with their edits), and FILE.golden
// holds FILE after `--fix` for every file the fixes change. A golden
// after-file of a file the fixes no longer change is an error too.
func Golden(t testing.TB, dir string, res *linter.Result) {
	t.Helper()
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]byte{GoldenName: []byte(RenderFindings(res.Run.Findings))}
	for _, c := range res.PlanFixes().Changes {
		want[filepath.FromSlash(c.Path)+".golden"] = c.New
	}
	if *update {
		writeGolden(t, abs, want)
		return
	}
	for name, w := range want {
		got, err := os.ReadFile(filepath.Join(abs, name))
		if err != nil {
			t.Errorf("%s: %v (run go test -update to write it)", filepath.Join(dir, name), err)
			continue
		}
		if !bytes.Equal(got, w) {
			t.Errorf("%s differs from what the run reports (go test -update rewrites it):\n--- golden\n%s\n--- run\n%s", filepath.Join(dir, name), got, w)
		}
	}
	for _, name := range goldenFiles(t, abs) {
		if want[name] == nil {
			t.Errorf("%s: no fix changes %s any more; delete the golden file", filepath.Join(dir, name), strings.TrimSuffix(name, ".golden"))
		}
	}
}

func writeGolden(t testing.TB, abs string, want map[string][]byte) {
	for _, name := range goldenFiles(t, abs) {
		if want[name] == nil {
			_ = os.Remove(filepath.Join(abs, name))
		}
	}
	for name, w := range want {
		if err := os.WriteFile(filepath.Join(abs, name), w, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// goldenFiles lists the tree's golden files, relative to it.
func goldenFiles(t testing.TB, abs string) []string {
	var out []string
	err := filepath.WalkDir(abs, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".golden") {
			return err
		}
		rel, _ := filepath.Rel(abs, p)
		out = append(out, rel)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// RenderFindings is the golden text of findings: one block per finding.
func RenderFindings(fs []finding.Finding) string {
	var b strings.Builder
	for _, f := range fs {
		fmt.Fprintf(&b, "%s %s %s %s\n", span(f.Location), f.Level, f.RuleID, f.Message)
		for _, r := range f.Related {
			fmt.Fprintf(&b, "    related %s %s\n", span(r.Location), r.Message)
		}
		for _, fix := range f.Fixes {
			fmt.Fprintf(&b, "    fix %q\n", fix.Description)
			for _, e := range fix.Edits {
				fmt.Fprintf(&b, "        edit %s %q\n", span(e.Location), e.NewText)
			}
		}
	}
	return b.String()
}

func span(l finding.Location) string {
	return fmt.Sprintf("%s:%d:%d-%d:%d", l.Path, l.StartLine, l.StartCol, l.EndLine, l.EndCol)
}
