package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

func TestFL024(t *testing.T) { runTrees(t, filepath.Join("..", "testdata", "FL024"), rules.FL024) }
