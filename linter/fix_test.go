package linter

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
)

// lintTree lints files written to a temp dir; fixes are then planned over
// synthetic findings, so the test controls the edits.
func lintTree(t *testing.T, files map[string]string) *Result {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o640); err != nil {
			t.Fatal(err)
		}
	}
	res, err := Run(Options{Root: dir, Paths: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func edit(path string, start, end int, text string) finding.Edit {
	return finding.Edit{Location: finding.Location{Path: path, StartOffset: start, EndOffset: end}, NewText: text}
}

func fixFinding(rule string, line int, edits ...finding.Edit) finding.Finding {
	return finding.Finding{RuleID: rule, Location: finding.Location{Path: edits[0].Location.Path, StartLine: line},
		Fixes: []finding.Fix{{Description: "fix " + rule, Edits: edits}, {Description: "an alternative, never applied"}}}
}

func TestPlanFixes(t *testing.T) {
	const sql = "SELECT 1;\nSELECT 2;\nSELECT 3;\n"
	res := lintTree(t, map[string]string{"a.sql": sql, "bad.sql": "SELECT FROM WHERE (;\n"})
	res.Run.Findings = []finding.Finding{
		fixFinding("FL100", 1, edit("a.sql", 7, 8, "10")),                                // 1 -> 10
		fixFinding("FL100", 1, edit("a.sql", 7, 8, "10")),                                // the same edit again: fine
		fixFinding("FL101", 1, edit("a.sql", 0, 9, "SELECT 99;")),                        // overlaps: skipped
		fixFinding("FL102", 2, edit("a.sql", 17, 18, "20"), edit("a.sql", 27, 28, "30")), // two edits, one fix
		fixFinding("FL103", 3, edit("a.sql", 28, 28, " ")),                               // insertion at an edit's end: fine
		fixFinding("FL104", 1, edit("bad.sql", 0, 6, "select")),                          // parse error: skipped
		fixFinding("FL105", 1, edit("gone.sql", 0, 1, "x")),                              // not linted: skipped
	}
	elsewhere := fixFinding("FL106", 2, edit("a.sql", 0, 0, "-- x\n")) // only edits another file: skipped
	elsewhere.Location.Path = "bad.sql"
	res.Run.Findings = append(res.Run.Findings, elsewhere)
	plan := res.PlanFixes()
	if len(plan.Changes) != 1 || plan.Changes[0].Path != "a.sql" {
		t.Fatalf("changes: %+v", plan.Changes)
	}
	if got, want := string(plan.Changes[0].New), "SELECT 10;\nSELECT 20;\nSELECT 30 ;\n"; got != want {
		t.Errorf("new a.sql = %q, want %q", got, want)
	}
	if plan.Applied != 4 {
		t.Errorf("applied %d, want 4", plan.Applied)
	}
	var skipped []string
	for _, s := range plan.Skipped {
		skipped = append(skipped, s.String())
	}
	want := []string{
		`a.sql:1: FL101: fix "fix FL101" not applied: it overlaps another fix in a.sql; run --fix again`,
		`bad.sql:1: FL104: fix "fix FL104" not applied: bad.sql has a parse error; fix that first`,
		`gone.sql:1: FL105: fix "fix FL105" not applied: gone.sql was not linted`,
		`bad.sql:2: FL106: fix "fix FL106" not applied: it changes a.sql, not the file of the finding; apply it by hand if you mean it`,
	}
	if strings.Join(skipped, "\n") != strings.Join(want, "\n") {
		t.Errorf("skipped:\n%s\nwant:\n%s", strings.Join(skipped, "\n"), strings.Join(want, "\n"))
	}

	if err := plan.Write(); err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(res.Root, "a.sql")
	b, _ := os.ReadFile(name)
	info, _ := os.Stat(name)
	if string(b) != string(plan.Changes[0].New) || info.Mode().Perm() != 0o640 {
		t.Errorf("written: %q mode %v", b, info.Mode())
	}
	// The file has changed since it was linted: a second Write refuses.
	if err := plan.Write(); err == nil || !strings.Contains(err.Error(), "changed on disk") {
		t.Errorf("second Write: %v", err)
	}
}

func TestUnifiedDiff(t *testing.T) {
	var old, new strings.Builder
	for i := 1; i <= 20; i++ {
		line := "line " + string(rune('a'+i-1)) + "\n"
		old.WriteString(line)
		switch i {
		case 2:
			new.WriteString("LINE B\n")
		case 18:
			new.WriteString(line + "added\n")
		default:
			new.WriteString(line)
		}
	}
	got := UnifiedDiff("x.sql", []byte(old.String()), []byte(new.String()))
	want := `--- a/x.sql
+++ b/x.sql
@@ -1,5 +1,5 @@
 line a
-line b
+LINE B
 line c
 line d
 line e
@@ -16,5 +16,6 @@
 line p
 line q
 line r
+added
 line s
 line t
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	if got := UnifiedDiff("y", []byte("a\nb"), []byte("a\nc")); got != "--- a/y\n+++ b/y\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n" {
		t.Errorf("no final newline:\n%s", got)
	}
	if UnifiedDiff("z", []byte("same"), []byte("same")) != "" {
		t.Error("diff of equal contents")
	}
}
