package conformance

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/linter"
	"github.com/flinklint/flinklint/sqlparse"
)

// casesDir is the planner conformance set.
var casesDir = filepath.Join("..", "..", "semantics", "testdata", "conformance")

// minCaught is the ratchet: the number of rejected cases caught with
// Flink's reason, measured on main. Raise it when a rule lands; it never
// goes down. It counts cases rather than a share of them, so that adding
// cases to the set never breaks it.
const minCaught = 285

// outcome is what the run did on one case.
type outcome struct {
	Case
	caught     bool     // a semantic-family finding on the rejected statement
	withReason bool     // ... from a rule mapped to the case's reason
	flagged    []string // planned case: the semantic findings it got
}

// TestConformance lints the conformance set as the CLI lints a directory
// (each .sql file is a job of its own) and measures recall on the rejected
// cases and false positives on the planned ones. With -v it lists the
// rejected cases no rule catches with their reason.
func TestConformance(t *testing.T) {
	cases := loadValidCases(t)
	abs, err := filepath.Abs(casesDir)
	if err != nil {
		t.Fatal(err)
	}
	res, err := linter.Run(linter.Options{Root: abs, Paths: []string{abs}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Run.FilesRead != len(cases) {
		t.Fatalf("the run read %d files of %d cases", res.Run.FilesRead, len(cases))
	}
	outcomes := judge(cases, findingsByPath(res.Run.Findings))
	table, caught := summarize(outcomes)
	t.Log("\n" + table)
	known := knownFalsePositives()
	var falsePositives []string
	for _, o := range outcomes {
		why, isKnown := known[o.Path]
		switch {
		case o.Verdict == Plans && len(o.flagged) > 0 && isKnown:
			t.Logf("known false positive: %s: %s", o.Path, why)
		case o.Verdict == Plans && len(o.flagged) > 0:
			falsePositives = append(falsePositives, fmt.Sprintf("%s (%s): %s", o.Path, o.Reason, strings.Join(o.flagged, "; ")))
		case isKnown:
			t.Errorf("%s is listed in knownFalsePositives but no rule flags it any more: remove it from the list", o.Path)
		}
		if testing.Verbose() && o.Verdict == Rejects && !o.withReason {
			t.Logf("not caught: %s [%s] %s", o.Path, o.Reason, o.Message)
		}
	}
	if len(falsePositives) > 0 {
		t.Errorf("%d planned cases get a semantic finding (false positives):\n%s", len(falsePositives), strings.Join(falsePositives, "\n"))
	}
	if caught < minCaught {
		t.Errorf("%d rejected cases caught with Flink's reason, fewer than the ratchet's %d", caught, minCaught)
	}
}

// loadValidCases loads the set and checks every case: a known reason,
// and SQL that flinklint's parser reads without error.
func loadValidCases(t *testing.T) []Case {
	t.Helper()
	cases, err := LoadCases(casesDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatalf("no cases under %s", casesDir)
	}
	reasons := ReasonRules()
	for _, c := range cases {
		if _, ok := reasons[c.Reason]; !ok {
			t.Errorf("%s: reason %q is not a key of ReasonRules", c.Path, c.Reason)
		}
		if errs := sqlparse.Parse(c.Src).Errors; len(errs) > 0 {
			t.Errorf("%s:%d: flinklint's parser rejects the case: %s", c.Path, lineOf(c.Src, errs[0].Span.Start), errs[0].Msg)
		}
	}
	if t.Failed() {
		t.FailNow()
	}
	return cases
}

func findingsByPath(fs []finding.Finding) map[string][]finding.Finding {
	out := map[string][]finding.Finding{}
	for _, f := range fs {
		out[f.Location.Path] = append(out[f.Location.Path], f)
	}
	return out
}

// judge decides, for each case, whether it was caught or wrongly flagged.
// Only warnings and errors of the semantic family count.
func judge(cases []Case, byPath map[string][]finding.Finding) []outcome {
	reasons := ReasonRules()
	family := map[string]bool{}
	for _, id := range semanticRules() {
		family[id] = true
	}
	for _, ids := range reasons {
		for _, id := range ids {
			family[id] = true
		}
	}
	out := make([]outcome, 0, len(cases))
	for _, c := range cases {
		o := outcome{Case: c}
		for _, f := range byPath[c.Path] {
			if !family[f.RuleID] || (f.Level != finding.Error && f.Level != finding.Warning) {
				continue
			}
			if c.Verdict == Plans {
				o.flagged = append(o.flagged, fmt.Sprintf("%s at line %d: %s", f.RuleID, f.Location.StartLine, f.Message))
				continue
			}
			if f.Location.StartLine < c.FirstLine || f.Location.StartLine > c.LastLine {
				continue
			}
			o.caught = true
			if c.Reason == "other" || contains(reasons[c.Reason], f.RuleID) {
				o.withReason = true
			}
		}
		out = append(out, o)
	}
	return out
}

func contains(ids []string, id string) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// summarize renders the table per reason and returns the number of
// rejected cases caught with their reason.
func summarize(outcomes []outcome) (string, int) {
	type row struct{ rejected, caught, withReason, planned, flagged int }
	rows := map[string]*row{}
	var total row
	for _, o := range outcomes {
		r := rows[o.Reason]
		if r == nil {
			r = &row{}
			rows[o.Reason] = r
		}
		for _, x := range []*row{r, &total} {
			if o.Verdict == Plans {
				x.planned++
				if len(o.flagged) > 0 {
					x.flagged++
				}
				continue
			}
			x.rejected++
			if o.caught {
				x.caught++
			}
			if o.withReason {
				x.withReason++
			}
		}
	}
	names := make([]string, 0, len(rows))
	for name := range rows {
		names = append(names, name)
	}
	sort.Strings(names)
	var b strings.Builder
	line := func(name string, r *row) {
		fmt.Fprintf(&b, "%-34s %8d %7d %11d %6s %8d %16d\n", name, r.rejected, r.caught, r.withReason, percent(r.withReason, r.rejected), r.planned, r.flagged)
	}
	fmt.Fprintf(&b, "%-34s %8s %7s %11s %6s %8s %16s\n", "reason", "rejected", "caught", "with-reason", "%", "planned", "false-positives")
	for _, name := range names {
		line(name, rows[name])
	}
	line("TOTAL", &total)
	recall := 0.0
	if total.rejected > 0 {
		recall = 100 * float64(total.withReason) / float64(total.rejected)
	}
	fmt.Fprintf(&b, "recall (caught with Flink's reason): %.1f%% of %d rejected; false positives: %d of %d planned\n", recall, total.rejected, total.flagged, total.planned)
	return b.String(), total.withReason
}

func percent(n, of int) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f", 100*float64(n)/float64(of))
}
