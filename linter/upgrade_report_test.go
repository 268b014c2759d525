package linter

import (
	"reflect"
	"testing"

	"github.com/flinklint/flinklint/finding"
)

// A finding in a file two jobs share (their flink-conf.yaml) counts for
// both; one in no job's files counts under "".
func TestGroupUpgrade(t *testing.T) {
	at := func(rule, path string) finding.Finding {
		return finding.Finding{RuleID: rule, Location: finding.Location{Path: path}}
	}
	jobsOf := map[string][]string{
		"a.py":            {"a.py"},
		"b.py":            {"b.py"},
		"flink-conf.yaml": {"a.py", "b.py"},
	}
	rep := groupUpgrade("2.1", []finding.Finding{
		at("FL065", "a.py"), at("FL060", "flink-conf.yaml"), at("FL065", "b.py"), at("FL060", "other.yaml"),
	}, jobsOf)
	if rep.Total != 4 || len(rep.Kinds) != 2 || rep.Kinds[0].RuleID != "FL060" || rep.Kinds[1].RuleID != "FL065" {
		t.Fatalf("kinds %+v", rep.Kinds)
	}
	wantJobs := []UpgradeCount{{"", 1}, {"a.py", 2}, {"b.py", 2}}
	if !reflect.DeepEqual(rep.Jobs, wantJobs) {
		t.Errorf("jobs %v, want %v", rep.Jobs, wantJobs)
	}
	if want := []UpgradeCount{{"", 1}, {"a.py", 1}, {"b.py", 1}}; !reflect.DeepEqual(rep.Kinds[0].Jobs, want) {
		t.Errorf("FL060 jobs %v, want %v", rep.Kinds[0].Jobs, want)
	}
}
