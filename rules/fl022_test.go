package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

func TestFL022(t *testing.T) { runTrees(t, filepath.Join("..", "testdata", "FL022"), rules.FL022) }
