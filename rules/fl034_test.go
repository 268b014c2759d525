package rules_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
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

// TestFL034LocalProperties: an application_properties.json (the local copy
// of the console's properties, which the service never reads) naming a
// missing entry point is a note, not silence and not an error.
func TestFL034LocalProperties(t *testing.T) {
	fs := lintTree(t, filepath.Join("..", "testdata", "FL034", "local_properties_missing"), rules.FL034)
	if len(fs) != 1 || fs[0].Level != finding.Note || fs[0].Location.StartLine != 5 ||
		!strings.Contains(fs[0].Message, `run option python = "GettingStarted/getting-started.py"`) || !strings.Contains(fs[0].Message, "local run") {
		t.Fatalf("want one note on line 5, got %+v", fs)
	}
}
