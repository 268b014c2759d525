package filter

import (
	"reflect"
	"testing"

	"github.com/flinklint/flinklint/finding"
)

func TestTouching(t *testing.T) {
	at := func(p string) finding.Location { return finding.Location{Path: p} }
	findings := []finding.Finding{
		{RuleID: "FL001", Location: at("jobs/a.py")},
		{RuleID: "FL002", Location: at("jobs/b.py"), Related: []finding.Related{{Location: at("infra/app.yaml")}}},
		{RuleID: "FL003", Location: at("jobs/c.py"), Fixes: []finding.Fix{{Edits: []finding.Edit{{Location: at("conf/flink.yaml")}}}}},
		{RuleID: "FL004", Location: at("jobs/d.py")},
	}
	tests := []struct {
		name  string
		paths map[string]bool
		want  []string
	}{
		{"at the location", map[string]bool{"jobs/a.py": true}, []string{"FL001"}},
		{"at a related location", map[string]bool{"infra/app.yaml": true}, []string{"FL002"}},
		{"in a fix's edit", map[string]bool{"conf/flink.yaml": true}, []string{"FL003"}},
		{"several", map[string]bool{"jobs/d.py": true, "jobs/a.py": true}, []string{"FL001", "FL004"}},
		{"none", map[string]bool{"README.md": true}, nil},
	}
	for _, tc := range tests {
		var got []string
		for _, f := range Touching(findings, tc.paths) {
			got = append(got, f.RuleID)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: Touching = %v, want %v", tc.name, got, tc.want)
		}
	}
}
