package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

// TestFL901 lints every tree under testdata/FL901: Python syntax errors and
// the places where evaluation stops at a limit.
func TestFL901(t *testing.T) { runTrees(t, filepath.Join("..", "testdata", "FL901"), rules.FL901) }

// TestFL900 lints every tree under testdata/FL900: SQL syntax errors, and
// the scripts of other databases that are not judged as Flink SQL.
func TestFL900(t *testing.T) {
	runInlineTrees(t, filepath.Join("..", "testdata", "FL900"), rules.FL900)
}

// TestFL904 lints every tree under testdata/FL904: unreadable deployment
// configs, and templates, which are skipped.
func TestFL904(t *testing.T) {
	runInlineTrees(t, filepath.Join("..", "testdata", "FL904"), rules.FL904)
}
