package server

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/linter"
)

// TestComponentsLintAsTheWholeRun is the rules' contract the incremental
// server relies on: a job's findings depend only on the job, the
// deployments linked to it and the run's settings. For every tree of
// testdata/, and every file of it an edit of which can be incremental, the file's component
// (incremental.go) is linted alone; where its structure is the whole run's
// (else the server runs the whole workspace), its findings must be the
// whole run's findings in its files. Deployment configs, Dockerfiles and
// compose files are taken too, their deployments linked again as after
// their edit.
func TestComponentsLintAsTheWholeRun(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "testdata", "*", "*"))
	if err != nil {
		t.Fatal(err)
	}
	checked, sameShape := 0, 0
	for _, dir := range dirs {
		if info, err := os.Stat(dir); err != nil || !info.IsDir() {
			continue
		}
		abs, err := filepath.Abs(dir)
		if err != nil {
			t.Fatal(err)
		}
		set := linter.Settings{ParseCache: linter.NewParseCache(0), Jobs: 1}
		out, err := Lint(set, abs, nil)
		if err != nil {
			continue // a tree of a configuration error
		}
		st := newState(out, map[string]string{})
		s := &server{opts: Options{Settings: set}}
		for _, f := range out.Model.Files {
			if wholeOnly(f.Path) {
				continue
			}
			var mutable map[string]bool
			if !jobSource(f.Path) || f.Deploy != nil {
				mutable = map[string]bool{f.Path: true} // linked again, as after its edit
			}
			comp := st.component([]string{f.Path})
			sub, err := s.lintSubset(st, comp, st.docs)
			if err != nil {
				t.Errorf("%s, the component of %s: %v", dir, f.Path, err)
				continue
			}
			checked++
			if !s.sameAsWhole(st, comp, componentKey(comp), sub, mutable) {
				if testing.Verbose() {
					in := func(p string) bool { return comp[p] }
					t.Logf("%s, the component of %s: another structure:\n  whole:     %q\n  component: %q", dir, f.Path, describe(out.Model, in), describe(sub.Model, in))
				}
				continue
			}
			sameShape++
			want, got := st.inFiles(comp), sub.Run.Findings
			if !sameFindings(want, got) {
				t.Errorf("%s, the component of %s (%s): its findings are not the whole run's:\n%s", dir, f.Path, strings.Join(keys(comp), " "), findingsDiff(want, got))
			}
		}
	}
	t.Logf("%d components, %d with the whole run's structure", checked, sameShape)
	if sameShape < 500 {
		t.Errorf("only %d components had the whole run's structure: the test no longer tests the contract", sameShape)
	}
}

func findingsDiff(want, got []finding.Finding) string {
	line := func(f finding.Finding) string {
		return fmt.Sprintf("%s:%d:%d %s %s", f.Location.Path, f.Location.StartLine, f.Location.StartCol, f.RuleID, f.Message)
	}
	var b strings.Builder
	for _, f := range want {
		fmt.Fprintf(&b, "  whole:     %s\n", line(f))
	}
	for _, f := range got {
		fmt.Fprintf(&b, "  component: %s\n", line(f))
	}
	return b.String()
}
