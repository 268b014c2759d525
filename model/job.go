package model

import (
	"strconv"
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

// Setting returns the effective value of a Flink configuration key for the
// job: the job's own setting wins (SQL SET, Python config calls), else the
// first linked deployment that sets it, in its flink configuration or, for
// the keys AWS models as facts, in those facts (parallelism.default,
// pipeline.max-parallelism). ok is false when nothing sets it or its value
// is not known statically.
func (j *Job) Setting(key string) (value string, ok bool) {
	if s := j.Settings.Get(key); s != nil {
		return s.Value, !s.Hole
	}
	for _, l := range j.Deployments {
		d := l.Deployment
		if v, known := d.Config(key); known {
			return v, true
		}
		switch key {
		case "parallelism.default":
			if d.Parallelism.Set && !d.Parallelism.Hole {
				return strconv.Itoa(d.Parallelism.Value), true
			}
		case "pipeline.max-parallelism":
			if d.MaxParallelism.Set && !d.MaxParallelism.Hole {
				return strconv.Itoa(d.MaxParallelism.Value), true
			}
		}
	}
	return "", false
}
