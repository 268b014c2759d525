package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

func TestFL020(t *testing.T) { runTrees(t, filepath.Join("..", "testdata", "FL020"), rules.FL020) }
