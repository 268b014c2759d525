package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

func TestFL031(t *testing.T) {
	runInlineTrees(t, filepath.Join("..", "testdata", "FL031"), rules.FL031)
}
