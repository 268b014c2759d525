package model

import "github.com/flinklint/flinklint/flink"

// JobFlinkVersion is the Flink line a job runs on: its linked deployments'
// when they agree, else the run's --flink-version; zero when unknown.
func (m *Model) JobFlinkVersion(job *Job) flink.Version {
	var v flink.Version
	for _, l := range job.Deployments {
		dv, ok := DeploymentFlinkVersion(l.Deployment)
		if !ok {
			continue
		}
		if !v.IsZero() && dv != v {
			return flink.Version{}
		}
		v = dv
	}
	if v.IsZero() {
		v, _ = flink.ParseVersion(m.Options.FlinkVersion)
	}
	return v
}
