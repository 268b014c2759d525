package linter

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/report"
)

// writeAllFormats renders a run in every output format.
func writeAllFormats(t *testing.T, run *finding.Run, root string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	writers := map[string]func(*bytes.Buffer) error{
		"text": func(b *bytes.Buffer) error {
			return report.WriteText(b, run, report.TextOptions{Root: root, WorkDir: root})
		},
		"sarif":      func(b *bytes.Buffer) error { return report.WriteSARIF(b, run, report.SARIFOptions{Root: root}) },
		"json":       func(b *bytes.Buffer) error { return report.WriteJSON(b, run) },
		"github":     func(b *bytes.Buffer) error { return report.WriteGitHub(b, run) },
		"checkstyle": func(b *bytes.Buffer) error { return report.WriteCheckstyle(b, run) },
	}
	for name, write := range writers {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = b.Bytes()
	}
	return out
}

// lintTrees are the source trees of the repository's tests and examples,
// relative to the repository root: each top-level testdata tree (every
// rule's cases, the nasty inputs) and examples/seed.
func lintTrees(t *testing.T, repo string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(repo, "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	trees := []string{"testdata", filepath.Join("examples", "seed")}
	for _, e := range entries {
		if e.IsDir() {
			trees = append(trees, filepath.Join("testdata", e.Name()))
		}
	}
	return trees
}

// TestDeterministicAllTrees runs the linter over every testdata tree with
// one worker and with eight and compares every output format byte for byte.
func TestDeterministicAllTrees(t *testing.T) {
	if testing.Short() {
		t.Skip("lints every testdata tree twice")
	}
	repo, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, tree := range lintTrees(t, repo) {
		t.Run(filepath.ToSlash(tree), func(t *testing.T) {
			var first map[string][]byte
			for _, jobs := range []int{1, 8} {
				res, err := Run(Options{Paths: []string{filepath.Join(repo, tree)}, Root: repo, Jobs: jobs})
				if err != nil {
					t.Fatal(err)
				}
				got := writeAllFormats(t, res.Run, repo)
				if first == nil {
					first = got
					continue
				}
				for format, b := range got {
					if !bytes.Equal(first[format], b) {
						t.Errorf("--jobs %d: %s output differs from --jobs 1:\n%s", jobs, format, firstDiff(first[format], b))
					}
				}
			}
		})
	}
}

// firstDiff shows where two outputs part.
func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(i-80, 0)
	return fmt.Sprintf("at byte %d:\n--jobs 1: %q\n--jobs 8: %q", i, a[lo:min(i+80, len(a))], b[lo:min(i+80, len(b))])
}
