package rules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// TestFL034PartialRun: when the run is given single files (pre-commit), a
// missing file may merely be outside the run: no finding.
func TestFL034PartialRun(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "testdata", "FL034", "aws_missing"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := linter.Run(linter.Options{Root: dir, Paths: []string{filepath.Join(dir, "app.yaml"), filepath.Join(dir, "jobs", "main.py")}, Rules: []*rules.Rule{rules.FL034}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Run.Findings) != 0 {
		t.Errorf("partial run: got %+v", res.Run.Findings)
	}
}

func TestFL034DidYouMean(t *testing.T) {
	fs := lintTree(t, filepath.Join("..", "testdata", "FL034", "aws_missing"), rules.FL034)
	if len(fs) != 1 || !strings.Contains(fs[0].Message, "did you mean jobs/main.py?") {
		t.Fatalf("got %+v", fs)
	}
}
