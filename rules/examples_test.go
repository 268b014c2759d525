package rules_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/internal/lintest"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// TestDocExamplesFire lints each rule's documented example, the files of
// Doc.Examples written side by side, and requires the rule to report on
// it: an example that fires nothing would teach users a rule that does not
// exist.
func TestDocExamplesFire(t *testing.T) {
	for _, r := range rules.All() {
		d := r.Doc
		if len(d.Examples) == 0 {
			continue
		}
		t.Run(d.ID, func(t *testing.T) {
			dir := t.TempDir()
			for _, ex := range d.Examples {
				p := filepath.Join(dir, filepath.FromSlash(ex.Path))
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(ex.Code), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			opts := linter.Options{Root: dir, Paths: []string{dir}, Rules: []*rules.Rule{r}}
			// An example may plan an upgrade in its own .flinklint.yaml.
			if err := lintest.TreeVersions(dir, &opts); err != nil {
				t.Fatal(err)
			}
			if r.Analyzer == nil || r.Analyzer.Run == nil {
				// A rule of the driver (unused suppressions): it judges what
				// the other rules report.
				opts.Rules = nil
			}
			res, err := linter.Run(opts)
			if err != nil {
				t.Fatal(err)
			}
			fired := false
			for _, f := range res.Run.Findings {
				switch f.RuleID {
				case d.ID:
					fired = true
				case finding.RuleSQLSyntax, finding.RulePythonSyntax, finding.RuleConfigUnreadable:
					// An example must be what it teaches, not a file that
					// does not parse.
					t.Errorf("the documented example of %s does not parse: %s %s", d.ID, f.RuleID, f.Message)
				}
			}
			if !fired {
				t.Errorf("the documented example of %s reports nothing (findings: %v)", d.ID, res.Run.Findings)
			}
		})
	}
}
