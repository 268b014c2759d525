package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

func TestFL025(t *testing.T) { runTrees(t, filepath.Join("..", "testdata", "FL025"), rules.FL025) }
