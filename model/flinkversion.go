package model

import (
	"slices"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/flink"
)

// DeploymentFlinkVersion is the Flink line a deployment runs: its
// normalised version fact, else its runtime as written (FLINK-1_19,
// v1_20); false when it states neither.
func DeploymentFlinkVersion(d *Deployment) (flink.Version, bool) {
	for _, f := range []deploy.Fact[string]{d.FlinkVersion, d.Runtime} {
		if f.Hole || f.Value == "" {
			continue
		}
		if v, ok := flink.ParseVersion(f.Value); ok {
			return v, true
		}
	}
	return flink.Version{}, false
}

// FlinkLines are the Flink lines a job runs on, oldest first: its linked
// deployments' (several when they differ), else the run's
// --flink-version; none when neither says.
func (m *Model) FlinkLines(j *Job) []flink.Version {
	var out []flink.Version
	for _, l := range j.Deployments {
		if v, ok := DeploymentFlinkVersion(l.Deployment); ok && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	if len(out) == 0 {
		if v, ok := flink.ParseVersion(m.Options.FlinkVersion); ok {
			out = append(out, v)
		}
	}
	slices.SortFunc(out, flink.Version.Compare)
	return out
}
