package rules_test

import (
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

func TestFL021(t *testing.T) { runTrees(t, filepath.Join("..", "testdata", "FL021"), rules.FL021) }
