package rules_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// applyFix applies one fix's edits to the files of a tree and returns the
// new contents of the files it touched.
func applyFix(t *testing.T, dir string, fix finding.Fix) map[string]string {
	t.Helper()
	byPath := map[string][]finding.Edit{}
	for _, e := range fix.Edits {
		byPath[e.Location.Path] = append(byPath[e.Location.Path], e)
	}
	out := map[string]string{}
	for p, edits := range byPath {
		src, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p)))
		if err != nil {
			t.Fatal(err)
		}
		sort.Slice(edits, func(i, j int) bool { return edits[i].Location.StartOffset > edits[j].Location.StartOffset })
		s := string(src)
		for _, e := range edits {
			s = s[:e.Location.StartOffset] + e.NewText + s[e.Location.EndOffset:]
		}
		out[p] = s
	}
	return out
}

func TestFL001Fixes(t *testing.T) {
	tests := []struct {
		tree string
		// want maps fix description prefix -> file -> text the fixed file contains
		want map[string]map[string]string
	}{
		{"sql_autoscaling_on", map[string]map[string]string{
			"Set 'auto-compaction'": {"job.sql": "'auto-compaction' = 'false'   -- want"},
			"Turn autoscaling off":  {"app.yaml": "ConfigurationType: CUSTOM\n            Parallelism: 2\n            AutoScalingEnabled: false\n"},
		}},
		{"sql_default_config", map[string]map[string]string{
			"Turn autoscaling off": {"app.yaml": "ConfigurationType: CUSTOM\n            AutoScalingEnabled: false\n"},
		}},
		{"py_korean_column", map[string]map[string]string{
			"Set 'auto-compaction'": {"job.py": "/* 자동 압축 🔥 */ 'auto-compaction' = 'false'  -- want"},
		}},
		{"py_descriptor", map[string]map[string]string{
			"Set 'auto-compaction'": {"jobs/descriptor_job.py": `.option("auto-compaction", "false")`},
		}},
		{"terraform_autoscaling", map[string]map[string]string{
			"Turn autoscaling off": {"main.tf": `auto_scaling_enabled = false`},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.tree, func(t *testing.T) {
			dir, _ := filepath.Abs(filepath.Join("..", "testdata", "FL001", tt.tree))
			res, err := linter.Run(linter.Options{Paths: []string{dir}, Root: dir, Rules: []*rules.Rule{rules.FL001}})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Run.Findings) != 1 {
				t.Fatalf("want 1 finding, got %d", len(res.Run.Findings))
			}
			fixes := res.Run.Findings[0].Fixes
			for prefix, files := range tt.want {
				var fix *finding.Fix
				for i := range fixes {
					if strings.HasPrefix(fixes[i].Description, prefix) {
						fix = &fixes[i]
					}
				}
				if fix == nil {
					t.Errorf("no fix %q among %v", prefix, fixes)
					continue
				}
				got := applyFix(t, dir, *fix)
				for file, want := range files {
					if !strings.Contains(got[file], want) {
						t.Errorf("fix %q: %s lacks %q:\n%s", prefix, file, want, got[file])
					}
				}
			}
		})
	}
}
