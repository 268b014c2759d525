package rules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

func TestFL035Fix(t *testing.T) {
	dir := filepath.Join("..", "testdata", "FL035", "old_key")
	fs := lintTree(t, dir, rules.FL035)
	want := []string{`    job.autoscaler.enabled: "true"  # want`, `    "job.autoscaler.metrics.window": 5m`}
	if len(fs) != len(want) {
		t.Fatalf("want %d findings, got %+v", len(want), fs)
	}
	for i, f := range fs {
		if len(f.Fixes) != 1 {
			t.Fatalf("finding %d: want one fix", i)
		}
		if got := applyFix(t, dir, f.Fixes[0])["deployment.yaml"]; !strings.Contains(got, want[i]) {
			t.Errorf("fix %d: %q not in\n%s", i, want[i], got)
		}
	}
	for _, tree := range []string{"nested", "both_keys"} {
		for _, f := range lintTree(t, filepath.Join("..", "testdata", "FL035", tree), rules.FL035) {
			if len(f.Fixes) != 0 {
				t.Errorf("%s: unexpected fix %+v", tree, f.Fixes)
			}
		}
	}
}
