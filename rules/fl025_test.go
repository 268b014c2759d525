package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// TestFL025FlinkVersionFlag checks that --flink-version stands in for the
// runtime when no deployment is linked.
func TestFL025FlinkVersionFlag(t *testing.T) {
	dir, _ := filepath.Abs(filepath.Join("..", "testdata", "FL025", "no_runtime_known"))
	for _, tc := range []struct {
		version string
		want    int
	}{{"", 0}, {"1.18", 0}, {"1.20", 1}} {
		res, err := linter.Run(linter.Options{Paths: []string{dir}, Root: dir, Rules: []*rules.Rule{rules.FL025}, FlinkVersion: tc.version})
		if err != nil {
			t.Fatal(err)
		}
		if got := len(res.Run.Findings); got != tc.want {
			t.Errorf("--flink-version %q: %d findings, want %d", tc.version, got, tc.want)
		}
	}
}
