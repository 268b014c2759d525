package filter

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/internal/scaling"
)

func TestParseSuppression(t *testing.T) {
	tests := []struct {
		text string
		want Suppression
		ok   bool
	}{
		{"# flinklint: ignore[FL001] parallelism is pinned", Suppression{Rules: []string{"FL001"}, Reason: "parallelism is pinned"}, true},
		{"# flinklint: ignore[FL001,FL002] reason", Suppression{Rules: []string{"FL001", "FL002"}, Reason: "reason"}, true},
		{"#flinklint:ignore[ fl001 , FL002 ]", Suppression{Rules: []string{"FL001", "FL002"}}, true},
		{"#   FlinkLint :  IGNORE  [FL001]  -- why not", Suppression{Rules: []string{"FL001"}, Reason: "why not"}, true},
		{"# flinklint: ignore", Suppression{}, true},
		{"# flinklint: ignore because batch only", Suppression{Reason: "because batch only"}, true},
		{"# flinklint: ignore: batch only", Suppression{Reason: "batch only"}, true},
		{"-- flinklint: ignore[FL001] batch job", Suppression{Rules: []string{"FL001"}, Reason: "batch job"}, true},
		{"--flinklint: ignore[auto-compaction-rescale] ok", Suppression{Rules: []string{"auto-compaction-rescale"}, Reason: "ok"}, true},
		{"# type: ignore  # flinklint: ignore[FL001] x", Suppression{Rules: []string{"FL001"}, Reason: "x"}, true},
		{"# noqa", Suppression{Noqa: true}, true},
		{"# NOQA: FL001", Suppression{Rules: []string{"FL001"}, Noqa: true}, true},
		{"#noqa:E501,FL001 FL002", Suppression{Rules: []string{"FL001", "FL002"}, Noqa: true}, true},
		{"# noqa: E501", Suppression{}, false},
		{"# flinklint: ignore[FL001", Suppression{}, false},
		{"# flinklint: ignore[]", Suppression{}, false},
		{"# flinklint: ignore[FL 001!]", Suppression{}, false},
		{"# flinklint: ignored", Suppression{}, false},
		{"# flinklint is great", Suppression{}, false},
		{"# just a comment", Suppression{}, false},
		{"", Suppression{}, false},
	}
	for _, tc := range tests {
		got, ok := ParseSuppression(tc.text)
		if ok != tc.ok || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseSuppression(%q) = %+v, %v; want %+v, %v", tc.text, got, ok, tc.want, tc.ok)
		}
	}
}

func newFinding(path string, line int, id, name string) finding.Finding {
	return finding.Finding{RuleID: id, RuleName: name, Level: finding.Error, Message: id,
		Location: finding.Location{Path: path, StartLine: line, StartCol: 1}}
}

func TestApplySuppressions(t *testing.T) {
	fl001 := func(path string, line int) finding.Finding {
		return newFinding(path, line, "FL001", "auto-compaction-rescale")
	}
	tests := []struct {
		name         string
		findings     []finding.Finding
		comments     []Comment
		ruleRan      func(string) bool
		wantKept     []int    // indexes into findings
		wantProblems []string // "rule@line"
	}{
		{
			name:     "comment on the line before",
			findings: []finding.Finding{fl001("a.py", 5)},
			comments: []Comment{{Path: "a.py", Line: 4, Text: "# flinklint: ignore[FL001] pinned"}},
		},
		{
			name:     "trailing comment on the same line",
			findings: []finding.Finding{fl001("a.sql", 5)},
			comments: []Comment{{Path: "a.sql", Line: 5, Text: "-- flinklint: ignore[FL001] pinned"}},
		},
		{
			name:         "two lines above does not cover",
			findings:     []finding.Finding{fl001("a.py", 5)},
			comments:     []Comment{{Path: "a.py", Line: 3, Text: "# flinklint: ignore[FL001] pinned"}},
			wantKept:     []int{0},
			wantProblems: []string{"FL903@3"},
		},
		{
			name:         "other file does not cover",
			findings:     []finding.Finding{fl001("a.py", 5)},
			comments:     []Comment{{Path: "b.py", Line: 5, Text: "# flinklint: ignore[FL001] pinned"}},
			wantKept:     []int{0},
			wantProblems: []string{"FL903@5"},
		},
		{
			name:         "other rule is kept, and the id is unused",
			findings:     []finding.Finding{fl001("a.py", 5)},
			comments:     []Comment{{Path: "a.py", Line: 5, Text: "# flinklint: ignore[FL002] wrong id"}},
			wantKept:     []int{0},
			wantProblems: []string{"FL903@5"},
		},
		{
			name:         "partly used list reports the unused id",
			findings:     []finding.Finding{fl001("a.py", 5)},
			comments:     []Comment{{Path: "a.py", Line: 5, Text: "# flinklint: ignore[FL001,FL007] reason"}},
			wantProblems: []string{"FL903@5"},
		},
		{
			name:     "by rule name",
			findings: []finding.Finding{fl001("a.py", 5)},
			comments: []Comment{{Path: "a.py", Line: 5, Text: "# flinklint: ignore[auto-compaction-rescale] reason"}},
		},
		{
			name:         "bare ignore covers all rules but wants a reason",
			findings:     []finding.Finding{fl001("a.py", 5), newFinding("a.py", 5, "FL004", "x")},
			comments:     []Comment{{Path: "a.py", Line: 5, Text: "# flinklint: ignore"}},
			wantProblems: []string{"FL902@5"},
		},
		{
			name:     "noqa needs no reason",
			findings: []finding.Finding{fl001("a.py", 5)},
			comments: []Comment{{Path: "a.py", Line: 5, Text: "# noqa: FL001"}},
		},
		{
			name:     "unused bare noqa is someone else's",
			comments: []Comment{{Path: "a.py", Line: 5, Text: "# noqa"}},
		},
		{
			name:         "unused noqa with an FL id is reported",
			comments:     []Comment{{Path: "a.py", Line: 5, Text: "# noqa: FL001"}},
			wantProblems: []string{"FL903@5"},
		},
		{
			name:     "a rule that did not run is not judged",
			comments: []Comment{{Path: "a.py", Line: 5, Text: "# flinklint: ignore[FL001] reason"}},
			ruleRan:  func(id string) bool { return id != "FL001" },
		},
		{
			name:         "unused and without reason",
			comments:     []Comment{{Path: "a.py", Line: 9, Text: "# flinklint: ignore[FL001]"}},
			wantProblems: []string{"FL902@9", "FL903@9"},
		},
		{
			name: "a comment at a related location covers the finding",
			findings: []finding.Finding{func() finding.Finding {
				f := fl001("jobs/a.py", 40)
				f.Related = []finding.Related{{Location: finding.Location{Path: "infra/app.yaml", StartLine: 33}}}
				return f
			}()},
			comments: []Comment{{Path: "infra/app.yaml", Line: 33, Text: "# flinklint: ignore[FL001] batch-sized app, rescaling is off in practice"}},
		},
		{
			name:     "not a suppression",
			findings: []finding.Finding{fl001("a.py", 5)},
			comments: []Comment{{Path: "a.py", Line: 5, Text: "# noqa: E501"}},
			wantKept: []int{0},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			kept, problems := ApplySuppressions(tc.findings, tc.comments, tc.ruleRan)
			var want []finding.Finding
			for _, i := range tc.wantKept {
				want = append(want, tc.findings[i])
			}
			if len(kept) != len(want) || (len(want) > 0 && !reflect.DeepEqual(kept, want)) {
				t.Errorf("kept %v, want %v", kept, want)
			}
			var got []string
			for _, p := range problems {
				got = append(got, p.RuleID+"@"+strconv.Itoa(p.Location.StartLine))
				if p.Location.Path == "" || p.Location.Snippet == "" {
					t.Errorf("problem without location: %+v", p)
				}
			}
			if !reflect.DeepEqual(got, tc.wantProblems) {
				t.Errorf("problems %v, want %v", got, tc.wantProblems)
			}
		})
	}
}

func FuzzParseSuppression(f *testing.F) {
	for _, s := range []string{"# flinklint: ignore[FL001] x", "-- flinklint: ignore", "# noqa: FL1, E2", "#flinklint:ignore[[]]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, ok := ParseSuppression(text)
		if !ok && (s.Rules != nil || s.Reason != "") {
			t.Fatalf("rejected comment returned data: %+v", s)
		}
		if ok && s.Rules != nil && len(s.Rules) == 0 {
			t.Fatal("empty non-nil rule list would match nothing")
		}
		if ok && (!MayHoldSuppression(text) || !MayHoldSuppression([]byte(text))) {
			t.Fatalf("MayHoldSuppression(%q) = false for a suppression", text)
		}
	})
}

func TestMayHoldSuppression(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{"", false},
		{"resource \"x\" {} # just a comment", false},
		{"# flinklint: ignore[FL001] why", true},
		{"#FLINKLINT:IGNORE", true},
		{"-- FlInKlInT : ignore", true},
		{"x = 1  # NoQa: FL001", true},
		{"# flin\u212alint: ignore", true}, // the Kelvin sign the patterns fold to k
		{"# fl1nklint", false},
		{"fli", false},
		{"runtime = \"FLINK-1_19\" # flink app", false},
		{"flin flinK flinklin flinklint", true},
		{"FLINKLIN", false},
		{"# flin\u212a", false}, // cut inside the word, after the Kelvin sign
		{"# flin\u212aLINT", true},
	} {
		if got := MayHoldSuppression([]byte(tc.src)); got != tc.want {
			t.Errorf("MayHoldSuppression(%q) = %v, want %v", tc.src, got, tc.want)
		}
		if got := MayHoldSuppression(tc.src); got != tc.want {
			t.Errorf("MayHoldSuppression(string %q) = %v, want %v", tc.src, got, tc.want)
		}
		if s, ok := ParseSuppression(tc.src); ok && !tc.want {
			t.Errorf("%q is a suppression (%+v) but the case says it cannot be", tc.src, s)
		}
	}
}

// TestMayHoldSuppressionFolds checks the premise of MayHoldSuppression's
// ASCII comparison: no rune outside ASCII but the Kelvin sign folds to a
// letter of "flinklint" or "noqa", so case-insensitive patterns cannot match
// those words spelled with other non-ASCII letters.
func TestMayHoldSuppressionFolds(t *testing.T) {
	for _, letter := range "flinkoqa" {
		for r := unicode.SimpleFold(letter); r != letter; r = unicode.SimpleFold(r) {
			if r > unicode.MaxASCII && r != '\u212a' {
				t.Errorf("%U folds to %q: MayHoldSuppression's ASCII comparison misses it", r, letter)
			}
		}
	}
}

// TestMayHoldSuppressionScalesLinearly: each "flink" not followed by
// "lint" made the scan read the rest of the file again (issue 46, item 19:
// a Terraform resource naming Flink, repeated 1,000 times, took 12 s).
func TestMayHoldSuppressionScalesLinearly(t *testing.T) {
	if testing.Short() {
		t.Skip("times the scan")
	}
	block := "resource \"aws_kinesisanalyticsv2_application\" \"flink\" {\n  runtime_environment = \"FLINK-1_19\"\n}\n"
	scaling.Linear(t, "MayHoldSuppression of n blocks", 1000, func(n int) {
		if MayHoldSuppression(strings.Repeat(block, n)) {
			t.Fatal("no suppression there")
		}
	})
}
