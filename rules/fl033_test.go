package rules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

func TestFL033Fix(t *testing.T) {
	dir := filepath.Join("..", "testdata", "FL033", "cfn_typo")
	fs := lintTree(t, dir, rules.FL033)
	want := []string{`"python": main.py`, `jarfile: lib/pyflink-dependencies.jar`}
	if len(fs) != len(want) {
		t.Fatalf("want %d findings, got %+v", len(want), fs)
	}
	for i, f := range fs {
		if len(f.Fixes) != 1 {
			t.Fatalf("finding %d: want one fix, got %+v", i, f.Fixes)
		}
		if got := applyFix(t, dir, f.Fixes[0])["app.yaml"]; !strings.Contains(got, want[i]) {
			t.Errorf("fix %d: %q not in\n%s", i, want[i], got)
		}
	}
}
