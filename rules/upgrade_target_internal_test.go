package rules

import (
	"testing"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// The target of a job and of a deployment config: a 2.x line run today
// wins (errors); else the planned target (warnings, from the line run
// today); else none.
func TestUpgradeTarget(t *testing.T) {
	dep := func(version string) *model.Deployment {
		d := &deploy.Deployment{}
		if version != "" {
			d.FlinkVersion = deploy.Fact[string]{Value: version, Set: true}
		}
		return &model.Deployment{Deployment: d}
	}
	for _, tt := range []struct {
		name            string
		jobLine, target string
		flinkVersion    string
		want            upgradeTarget
		wantOK          bool
	}{
		{"1.x, no target", "v1_18", "", "", upgradeTarget{}, false},
		{"unknown line, no target", "", "", "", upgradeTarget{}, false},
		{"runs 2.0", "v2_0", "", "", upgradeTarget{version: flink.V(2, 0), level: finding.Error, label: "Flink 2.0"}, true},
		{"runs 2.0, target 2.1", "v2_0", "2.1", "", upgradeTarget{version: flink.V(2, 0), level: finding.Error, label: "Flink 2.0"}, true},
		{"1.18, target 2.1", "v1_18", "2.1", "", upgradeTarget{version: flink.V(2, 1), from: flink.V(1, 18), planned: true, level: finding.Warning, label: "the planned Flink 2.1"}, true},
		{"unknown line, target 2.1", "", "2.1", "", upgradeTarget{version: flink.V(2, 1), planned: true, level: finding.Warning, label: "the planned Flink 2.1"}, true},
		{"--flink-version 2.1", "", "", "2.1", upgradeTarget{version: flink.V(2, 1), level: finding.Error, label: "Flink 2.1"}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			runs := dep(tt.jobLine)
			conf := dep("") // a flink-conf.yaml beside the job: no line of its own
			job := &model.Job{Name: "job.py", Deployments: []*model.Link{{Deployment: runs}, {Deployment: conf}}}
			m := &model.Model{Jobs: []*model.Job{job}, Deployments: []*model.Deployment{runs, conf},
				Options: model.RunOptions{TargetFlink: tt.target, FlinkVersion: tt.flinkVersion}}
			for what, got := range map[string]func() (upgradeTarget, bool){
				"job":         func() (upgradeTarget, bool) { return upgradeTargetOf(m, job) },
				"config file": func() (upgradeTarget, bool) { return upgradeTargetOfDeployment(m, conf) },
			} {
				if g, ok := got(); g != tt.want || ok != tt.wantOK {
					t.Errorf("%s: %+v %v, want %+v %v", what, g, ok, tt.want, tt.wantOK)
				}
			}
		})
	}
}
