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
}

// upgradeTargetOf is the 2.x line the job runs on (its deployments', or
// --flink-version): findings are errors, the job fails there. A job on 1.x
// or on an unknown line has none.
func upgradeTargetOf(m *model.Model, job *model.Job) (upgradeTarget, bool) {
	v := jobFlinkVersion(m, job)
	if v.Major < 2 {
		return upgradeTarget{}, false
	}
	return upgradeTarget{version: v, level: finding.Error, label: fmt.Sprintf("Flink %s", v)}, true
}

// fileUpgradeTarget is the target of the job whose entry f is, or, for a
// Python file no job starts from (a DataStream job flinklint does not model
// as one, a helper module), --flink-version alone: no deployment governs it.
func fileUpgradeTarget(m *model.Model, f *model.File) (upgradeTarget, bool) {
	for _, job := range m.Jobs {
		if job.Entry == f {
			return upgradeTargetOf(m, job)
		}
	}
	v, _ := flink.ParseVersion(m.Options.FlinkVersion)
	if v.Major < 2 {
		return upgradeTarget{}, false
	}
	return upgradeTarget{version: v, level: finding.Error, label: fmt.Sprintf("Flink %s", v)}, true
}
