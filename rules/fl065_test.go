package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// TestFL065FlinkVersionFlag checks that a DataStream file flinklint does
// not model as a job (it sets nothing and runs no SQL) is judged against
// --flink-version, and that without a version, or on 1.x, nothing is said.
func TestFL065FlinkVersionFlag(t *testing.T) {
	dir, _ := filepath.Abs(filepath.Join("..", "testdata", "FL065", "datastream_only_no_version"))
	for _, tc := range []struct {
		version string
		want    int
	}{{"", 0}, {"1.18", 0}, {"1.20", 0}, {"2.0", 2}, {"2.1", 2}} { // the import and add_source
		res, err := linter.Run(linter.Options{Paths: []string{dir}, Root: dir, Rules: []*rules.Rule{rules.FL065}, FlinkVersion: tc.version})
		if err != nil {
			t.Fatal(err)
		}
		if got := len(res.Run.Findings); got != tc.want {
			t.Errorf("--flink-version %q: %d findings, want %d", tc.version, got, tc.want)
		}
		for _, f := range res.Run.Findings {
			if f.Level != "error" {
				t.Errorf("--flink-version %q: level %s, want error", tc.version, f.Level)
			}
		}
	}
}

// TestFL065PyFlinkPackageCopy checks that a copy of PyFlink's own package
// in the repository (Flink's sources vendored) is no job's code.
func TestFL065PyFlinkPackageCopy(t *testing.T) {
	dir, _ := filepath.Abs(filepath.Join("..", "testdata", "FL065", "vendored_pyflink_package"))
	res, err := linter.Run(linter.Options{Paths: []string{dir}, Root: dir, Rules: []*rules.Rule{rules.FL065}, FlinkVersion: "2.1"})
	if err != nil {
		t.Fatal(err)
	}
	if got := len(res.Run.Findings); got != 0 {
		t.Errorf("%d findings in a copy of PyFlink's package, want 0: %v", got, res.Run.Findings)
	}
}
