package rules_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/internal/lintest"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// upgradeRules are the rules `flinklint upgrade-report` runs.
func upgradeRules(t *testing.T) []*rules.Rule {
	var out []*rules.Rule
	for _, id := range rules.UpgradeRuleIDs() {
		out = append(out, rules.Lookup(id))
	}
	if len(out) == 0 {
		t.Fatal("no upgrade rule")
	}
	return out
}

// TestUpgradeProjects lints each project under testdata/upgrade (its
// .flinklint.yaml plans the target) with every upgrade rule and checks its
// expectations and golden files.
func TestUpgradeProjects(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "testdata", "upgrade", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no upgrade project: %v", err)
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			lintest.Golden(t, dir, lintest.Run(t, dir, linter.Options{Rules: upgradeRules(t)}))
		})
	}
}

// TestUpgradeProjectAfterFix applies every fix to a copy of the 1.18
// project and lints it again: what is left are the findings that need a
// human (no fix), each of them already reported before the fixes.
func TestUpgradeProjectAfterFix(t *testing.T) {
	src := filepath.Join("..", "testdata", "upgrade", "pyflink_1_18")
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	opts := linter.Options{Root: dir, Paths: []string{dir}, Rules: upgradeRules(t), TargetFlink: "2.1"}
	before, err := linter.Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	plan := before.PlanFixes()
	if len(plan.Changes) == 0 {
		t.Fatal("no fix planned")
	}
	for _, c := range plan.Changes {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(c.Path)), c.New, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	after, err := linter.Run(opts)
	if err != nil {
		t.Fatal(err)
	}
	unfixable := map[string]int{}
	fixable := 0
	for _, f := range before.Run.Findings {
		if len(f.Fixes) == 0 {
			unfixable[f.RuleID+" "+f.Message]++
		} else {
			fixable++
		}
	}
	for _, f := range after.Run.Findings {
		key := f.RuleID + " " + f.Message
		if len(f.Fixes) > 0 || unfixable[key] == 0 {
			t.Errorf("after --fix: %s:%d %s %s", f.Location.Path, f.Location.StartLine, f.RuleID, f.Message)
			continue
		}
		unfixable[key]--
	}
	t.Logf("before: %d findings (%d with a fix); after --fix: %d", len(before.Run.Findings), fixable, len(after.Run.Findings))
}
