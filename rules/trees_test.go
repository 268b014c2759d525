package rules_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/flinklint/flinklint/internal/lintest"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/rules"
)

// checkedByOwnTest are the trees whose findings are in JSON files, which
// cannot carry inline expectations: their rule's own test checks them.
var checkedByOwnTest = map[string]bool{
	"FL030/cli_json_default":         true,
	"FL030/cli_json_update":          true,
	"FL040/cli_json_properties":      true,
	"FL034/local_properties_missing": true,
}

// TestRuleTrees lints every tree under testdata/<ID> with the rule of that
// ID alone and checks its inline expectations and golden files; a tree
// without any `want` is a negative case. The rules come from rules.All(),
// so a new rule's testdata is checked without a test of its own.
func TestRuleTrees(t *testing.T) {
	for _, rule := range rules.All() {
		dir := filepath.Join("..", "testdata", rule.Doc.ID)
		entries, err := os.ReadDir(dir)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			name := rule.Doc.ID + "/" + e.Name()
			if !e.IsDir() || checkedByOwnTest[name] {
				continue
			}
			t.Run(name, func(t *testing.T) {
				tree := filepath.Join(dir, e.Name())
				lintest.Golden(t, tree, lintest.Run(t, tree, linter.Options{Rules: []*rules.Rule{rule}}))
			})
		}
	}
}

// TestTestdataNamesRules checks that every testdata/FL* folder is a rule's,
// so that no tree is left out of TestRuleTrees by a misspelt ID, and that
// every tree left to its rule's own test exists.
func TestTestdataNamesRules(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "testdata", "FL*"))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if rules.Lookup(filepath.Base(d)) == nil {
			t.Errorf("%s: no rule has this ID", d)
		}
	}
	for name := range checkedByOwnTest {
		if _, err := os.Stat(filepath.Join("..", "testdata", filepath.FromSlash(name))); err != nil {
			t.Errorf("checkedByOwnTest: %v", err)
		}
	}
}
