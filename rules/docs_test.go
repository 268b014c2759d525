package rules_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/linter"
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

// TestSinceIsReleased checks every rule's "Since" names a flinklint version
// not after the binary's own (linter.Version): a page must not promise a
// release that does not exist yet.
func TestSinceIsReleased(t *testing.T) {
	parse := func(v string) (out [3]int, ok bool) {
		parts := strings.Split(v, ".")
		if len(parts) != 3 {
			return out, false
		}
		for i, p := range parts {
			n, err := strconv.Atoi(p)
			if err != nil || n < 0 {
				return out, false
			}
			out[i] = n
		}
		return out, true
	}
	current, ok := parse(linter.Version)
	if !ok {
		t.Fatalf("linter.Version %q is not X.Y.Z", linter.Version)
	}
	for _, r := range rules.All() {
		since, ok := parse(r.Doc.Since)
		if !ok {
			t.Errorf("%s: Since %q is not a version X.Y.Z", r.Doc.ID, r.Doc.Since)
			continue
		}
		for i := range since {
			if since[i] != current[i] {
				if since[i] > current[i] {
					t.Errorf("%s: Since %s is after flinklint's version %s", r.Doc.ID, r.Doc.Since, linter.Version)
				}
				break
			}
		}
	}
}
