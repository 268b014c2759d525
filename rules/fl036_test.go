package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// TestFL036FlinkVersionOption: with no deployment stating a version, the
// run's --flink-version decides.
func TestFL036FlinkVersionOption(t *testing.T) {
	abs, err := filepath.Abs(filepath.Join("..", "testdata", "FL036", "flag_v2"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		version string
		want    int
	}{{"2.1", 1}, {"1.20", 0}, {"", 0}} {
		res, err := linter.Run(linter.Options{Root: abs, Paths: []string{abs}, Rules: []*rules.Rule{rules.FL036}, FlinkVersion: tc.version})
		if err != nil {
			t.Fatal(err)
		}
		fs := res.Run.Findings
		if len(fs) != tc.want || tc.want == 1 && fs[0].Level != finding.Error {
			t.Errorf("--flink-version %q: got %+v, want %d error(s)", tc.version, fs, tc.want)
		}
	}
}
