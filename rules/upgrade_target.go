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
