package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

func TestFL023(t *testing.T) { runTrees(t, filepath.Join("..", "testdata", "FL023"), rules.FL023) }
