package filter

import (
	"bytes"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
)

func snippetFinding(path string, line int, id, snippet string) finding.Finding {
	return finding.Finding{RuleID: id, Level: finding.Error, Message: id + " at line " + strings.Repeat("I", line),
		Location: finding.Location{Path: path, StartLine: line, StartCol: 3, Snippet: snippet}}
}

func TestFingerprintIgnoresPositionAndSpacing(t *testing.T) {
	a := snippetFinding("jobs/a.py", 10, "FL001", "'auto-compaction' = 'true'")
	b := snippetFinding("jobs/a.py", 52, "FL001", "'auto-compaction'   =\n\t'true'")
	b.Location.StartCol = 40
	if Fingerprint(a) != Fingerprint(b) {
		t.Error("position or white space changed the fingerprint")
	}
	for _, other := range []finding.Finding{
		snippetFinding("jobs/b.py", 10, "FL001", "'auto-compaction' = 'true'"),
		snippetFinding("jobs/a.py", 10, "FL002", "'auto-compaction' = 'true'"),
		snippetFinding("jobs/a.py", 10, "FL001", "'auto-compaction' = 'TRUE'"),
	} {
		if Fingerprint(other) == Fingerprint(a) {
			t.Errorf("%+v shares the fingerprint of %+v", other, a)
		}
	}
}

// TestBaselineSurvivesInsertedLines writes a baseline, then "edits" the files
// by inserting unrelated lines above every finding and adding one new
// finding: only the new one is reported.
func TestBaselineSurvivesInsertedLines(t *testing.T) {
	today := []finding.Finding{
		snippetFinding("jobs/a.py", 10, "FL001", "'auto-compaction' = 'true'"),
		snippetFinding("jobs/a.py", 30, "FL001", "'auto-compaction' = 'true'"), // same text twice
		snippetFinding("infra/app.yaml", 4, "FL010", "AutoScalingEnabled: true"),
	}
	var buf bytes.Buffer
	if err := WriteBaseline(&buf, today); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), `"line"`) {
		t.Error("baseline file mentions lines")
	}
	b, err := ReadBaseline(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if b.Len() != 3 {
		t.Errorf("Len = %d, want 3", b.Len())
	}
	tomorrow := []finding.Finding{
		snippetFinding("infra/app.yaml", 9, "FL010", "AutoScalingEnabled:  true"),
		snippetFinding("jobs/a.py", 15, "FL001", "'auto-compaction' = 'true'"),
		snippetFinding("jobs/a.py", 35, "FL001", "'auto-compaction' = 'true'"),
		snippetFinding("jobs/a.py", 60, "FL001", "'auto-compaction' = 'true'"), // a third copy: new
		snippetFinding("jobs/c.py", 1, "FL001", "'auto-compaction' = 'true'"),  // new file: new
	}
	fresh := b.Filter(tomorrow)
	if len(fresh) != 2 || fresh[0].Location.StartLine != 60 || fresh[1].Location.Path != "jobs/c.py" {
		t.Errorf("new findings = %+v, want the line-60 copy and jobs/c.py", fresh)
	}
}

func TestBaselineFileIsSortedAndStable(t *testing.T) {
	fs := []finding.Finding{
		snippetFinding("z.sql", 1, "FL001", "x"),
		snippetFinding("a.sql", 1, "FL002", "x"),
		snippetFinding("a.sql", 2, "FL001", "y"),
	}
	var one, two bytes.Buffer
	if err := WriteBaseline(&one, fs); err != nil {
		t.Fatal(err)
	}
	if err := WriteBaseline(&two, []finding.Finding{fs[2], fs[0], fs[1]}); err != nil {
		t.Fatal(err)
	}
	if one.String() != two.String() {
		t.Error("baseline depends on the order of findings")
	}
	out := one.String()
	if strings.Index(out, `"a.sql"`) >= strings.Index(out, `"z.sql"`) || !strings.Contains(out, `"version": 1`) {
		t.Errorf("not sorted or unversioned:\n%s", out)
	}
}

func TestReadBaselineErrors(t *testing.T) {
	for _, in := range []string{
		``, `[]`, `{"version": 2, "findings": []}`,
		`{"version": 1, "findings": [{"fingerprint": "", "count": 1}]}`,
		`{"version": 1, "findings": [{"fingerprint": "ab", "count": 0}]}`,
	} {
		if _, err := ReadBaseline(strings.NewReader(in)); err == nil {
			t.Errorf("ReadBaseline(%q) accepted", in)
		}
	}
}
