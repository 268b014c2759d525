package model

import (
	"strings"

	"github.com/flinklint/flinklint/deploy"
)

// Batch reports whether the job runs in batch mode, and the setting that
// establishes it. A job is streaming unless batch mode is established: by
// the job (SET 'execution.runtime-mode' = 'batch', in_batch_mode(), ...) or,
// when the job says nothing, by the flink configuration of every linked
// deployment.
func (j *Job) Batch() (bool, *Option) {
	if s := j.Settings.Get("execution.runtime-mode"); s != nil {
		return !s.Hole && strings.EqualFold(strings.TrimSpace(s.Value), "batch"), s
	}
	if len(j.Deployments) == 0 {
		return false, nil
	}
	for _, l := range j.Deployments {
		if v, ok := l.Deployment.Config("execution.runtime-mode"); !ok || !strings.EqualFold(v, "batch") {
			return false, nil
		}
	}
	return true, nil
}

// Config returns a known flink configuration value the deployment sets.
func (d *Deployment) Config(key string) (string, bool) {
	for i := len(d.FlinkConfig) - 1; i >= 0; i-- {
		p := d.FlinkConfig[i]
		if p.Key == key {
			return p.Value, p.Known
		}
	}
	return "", false
}

// Rescales reports whether the deployment may change the job's parallelism.
func (d *Deployment) Rescales() deploy.Tri { return d.Rescaling.Rescales }
