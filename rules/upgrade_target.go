package rules

import (
	"fmt"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// upgradeTarget is the Flink 2.x line a job's upgrade findings are judged
// against, with the level they take and how a message names it.
type upgradeTarget struct {
	version flink.Version
	level   finding.Level
	label   string // "Flink 2.0" or "the planned Flink 2.1"
	// from is the line the job runs on today when it is older than
	// version (a planned upgrade from a known 1.x line); zero when the
	// job already runs on version's line or its line is unknown.
	from flink.Version
	// planned is true for --target-flink / target-flink: findings are
	// warnings about a move not made yet.
	planned bool
}

// upgradeTargetOf is the 2.x line the job runs on (its deployments', or
// --flink-version): findings are errors, the job fails there. Otherwise
// the planned target (--target-flink, target-flink:) when one is given:
// findings are warnings that name it. A job on 1.x, or on an unknown line,
// with no planned target has none.
func upgradeTargetOf(m *model.Model, job *model.Job) (upgradeTarget, bool) {
	return upgradeTargetFrom(m, jobFlinkVersion(m, job))
}

// upgradeTargetOfDeployment is upgradeTargetOf for what a deployment config
// itself writes (a flink-conf.yaml, an operator's flinkConfiguration): the
// line is the deployment's own, else that of the jobs it governs when
// they agree, else --flink-version.
func upgradeTargetOfDeployment(m *model.Model, d *model.Deployment) (upgradeTarget, bool) {
	return upgradeTargetFrom(m, deploymentFlinkVersion(m, d))
}

// upgradeTargetFrom judges a thing that runs on the line own (zero:
// unknown).
func upgradeTargetFrom(m *model.Model, own flink.Version) (upgradeTarget, bool) {
	if own.Major >= 2 {
		return upgradeTarget{version: own, level: finding.Error, label: fmt.Sprintf("Flink %s", own)}, true
	}
	planned, ok := flink.ParseVersion(m.Options.TargetFlink)
	if !ok || planned.Major < 2 {
		return upgradeTarget{}, false
	}
	return upgradeTarget{
		version: planned, from: own, planned: true,
		level: finding.Warning, label: fmt.Sprintf("the planned Flink %s", planned),
	}, true
}

// deploymentFlinkVersion is the Flink line a deployment runs: its own, else
// the line of the jobs it governs when they all agree, else --flink-version;
// zero when unknown.
func deploymentFlinkVersion(m *model.Model, d *model.Deployment) flink.Version {
	if s, ok := depFlinkVersion(d); ok {
		v, _ := flink.ParseVersion(s)
		return v
	}
	var v flink.Version
	for _, job := range m.Jobs {
		if !governs(job, d) {
			continue
		}
		jv := jobFlinkVersion(m, job)
		if jv.IsZero() || (!v.IsZero() && jv != v) {
			return flink.Version{}
		}
		v = jv
	}
	if v.IsZero() {
		v, _ = flink.ParseVersion(m.Options.FlinkVersion)
	}
	return v
}

func governs(job *model.Job, d *model.Deployment) bool {
	for _, l := range job.Deployments {
		if l.Deployment == d {
			return true
		}
	}
	return false
}

// UpgradeRuleIDs are the ids of the Flink 2.x upgrade rules, for the
// upgrade report: what runs when a team asks what breaks on 2.x.
func UpgradeRuleIDs() []string {
	var ids []string
	for _, r := range upgradeRules() {
		ids = append(ids, r.Doc.ID)
	}
	return ids
}

// fileUpgradeTarget is the target of the job whose entry f is, or, for a
// Python file no job starts from (a DataStream job flinklint does not model
// as one, a helper module), --flink-version alone (or the planned target):
// no deployment governs it.
func fileUpgradeTarget(m *model.Model, f *model.File) (upgradeTarget, bool) {
	for _, job := range m.Jobs {
		if job.Entry == f {
			return upgradeTargetOf(m, job)
		}
	}
	v, _ := flink.ParseVersion(m.Options.FlinkVersion)
	return upgradeTargetFrom(m, v)
}
