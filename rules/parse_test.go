package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

// TestFL901 lints every tree under testdata/FL901: Python syntax errors and
// the places where evaluation stops at a limit.
func TestFL901(t *testing.T) { runTrees(t, filepath.Join("..", "testdata", "FL901"), rules.FL901) }
