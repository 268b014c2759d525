package linter

import (
	"reflect"
	"testing"

	"github.com/flinklint/flinklint/filter"
	"github.com/flinklint/flinklint/finding"
)

// TestChainOrder pins the order of the filter chain: the baseline matches
// fingerprints, so it comes after the order stage; the cap comes last so
// that it keeps errors over what every other stage let through.
func TestChainOrder(t *testing.T) {
	names := func(o Options) []string {
		var out []string
		for _, s := range o.chainStages(nil, &finding.Run{}) {
			out = append(out, s.name)
		}
		return out
	}
	tests := []struct {
		name string
		opts Options
		want []string
	}{
		{"defaults", Options{}, []string{"suppressions", "severity", "path-ignores", "order"}},
		{"no suppressions", Options{NoSuppress: true}, []string{"severity", "path-ignores", "order"}},
		{"every stage", Options{ReportOn: map[string]bool{}, Baseline: &filter.Baseline{}, MaxFindings: 3},
			[]string{"suppressions", "severity", "path-ignores", "order", "changed-files", "baseline", "cap"}},
	}
	for _, tc := range tests {
		if got := names(tc.opts); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: stages %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestCapKeepsAll checks that the cap stage reports every finding in
// run.All when it leaves some out, for the exit status and the summary.
func TestCapKeepsAll(t *testing.T) {
	fs := []finding.Finding{{RuleID: "FL010", Level: finding.Note}, {RuleID: "FL001", Level: finding.Error}}
	run := &finding.Run{}
	kept := applyChain(fs, []stage{capStage(1, run)})
	if len(kept) != 1 || kept[0].RuleID != "FL001" || len(run.All) != 2 {
		t.Errorf("cap kept %v, all %v", kept, run.All)
	}
}
