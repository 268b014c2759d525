package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

func TestFL032(t *testing.T) {
	runInlineTrees(t, filepath.Join("..", "testdata", "FL032"), rules.FL032)
}
