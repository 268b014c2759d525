package rules_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/internal/lintest"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// TestFL024HelperLocation checks that a mode set by a helper function of
// another file points at both the helper's call in the job and the call
// inside the helper.
func TestFL024HelperLocation(t *testing.T) {
	res := lintest.Run(t, filepath.Join("..", "testdata", "FL024", "py_helper_mode"), linter.Options{Rules: []*rules.Rule{rules.FL024}})
	if len(res.Run.Findings) != 1 {
		t.Fatalf("want 1 finding, got %d", len(res.Run.Findings))
	}
	var got []string
	for _, r := range res.Run.Findings[0].Related {
		got = append(got, fmt.Sprintf("%s:%d:%d %s", r.Location.Path, r.Location.StartLine, r.Location.StartCol, r.Message))
	}
	want := []string{
		"job.py:7:1 at-least-once checkpointing is set here",
		"checkpoints.py:7:5 inside the helper called there",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("related locations\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}
