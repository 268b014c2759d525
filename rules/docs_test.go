package rules_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/rules"
)

// TestDocsUpToDate fails when docs/rules differs from the rule docs: run
// `go run ./internal/gendocs` after changing a rule's Doc.
func TestDocsUpToDate(t *testing.T) {
	dir := filepath.Join("..", "docs", "rules")
	want := rules.DocFiles()
	for name, content := range want {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v (run: go run ./internal/gendocs)", name, err)
			continue
		}
		if string(got) != content {
			t.Errorf("docs/rules/%s is stale (run: go run ./internal/gendocs)", name)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "FL") && want[e.Name()] == "" {
			t.Errorf("docs/rules/%s has no rule (run: go run ./internal/gendocs)", e.Name())
		}
	}
}

func TestValidate(t *testing.T) {
	if err := rules.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, r := range rules.All() {
		if r.Analyzer != nil && (r.Analyzer.URL != r.Doc.URL() || !strings.HasPrefix(r.Analyzer.Doc, r.Doc.ID+": ")) {
			t.Errorf("%s: analyzer Doc/URL not derived from the rule doc", r.Doc.ID)
		}
	}
}

func TestLookup(t *testing.T) {
	for _, q := range []string{"FL001", "fl001", "auto-compaction-rescale"} {
		if r := rules.Lookup(q); r == nil || r.Doc.ID != "FL001" {
			t.Errorf("Lookup(%q) = %v", q, r)
		}
	}
	if rules.Lookup("FL9999") != nil {
		t.Error("Lookup(FL999) found a rule")
	}
}
