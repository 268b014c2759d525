package rules

import (
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// The Flink version a job or deployment runs on, and the known bugs that
// depend on it.

// depFlinkVersion is the deployment's Flink version ("1.19"), from the
// normalised fact or the runtime as written (FLINK-1_19, v1_20).
func depFlinkVersion(d *model.Deployment) (string, bool) {
	v, ok := model.DeploymentFlinkVersion(d)
	return v.String(), ok
}

// affectedByFLINK31689 reads the affected releases from the flink
// package's known-bug data, so a future fix is a one-line change there. An
// unparseable version counts as affected.
func affectedByFLINK31689(s string) bool {
	v, _ := flink.ParseVersion(s)
	return flink.AffectedBy("FLINK-31689", v)
}

// jobFlinkVersion is the Flink line a job runs on: its linked deployments' when
// they agree, else --flink-version; zero when unknown.
func jobFlinkVersion(m *model.Model, job *model.Job) flink.Version { return m.JobFlinkVersion(job) }
