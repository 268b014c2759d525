package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

func TestFL037(t *testing.T) {
	runInlineTrees(t, filepath.Join("..", "testdata", "FL037"), rules.FL037)
}
