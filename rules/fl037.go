package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL037 flags explicit parallelism that reactive mode ignores, and reactive
// mode where Flink does not support it.
var FL037 = newRule(fl037Doc, runFL037, model.Analyzer)

var fl037Doc = Doc{
	ID:           "FL037",
	Name:         "parallelism-ignored-under-reactive",
	Summary:      "reactive mode ignores explicit parallelism and works only in standalone application mode",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "reactive", "autoscaling"},
	Explanation: `
With ` + "`scheduler-mode: reactive`" + ` Flink sets every operator's parallelism from the available task slots:
explicit parallelism — ` + "`parallelism.default`" + `, ` + "`env.set_parallelism(n)`" + `, an operator's
` + "`.set_parallelism(n)`" + `, a table's ` + "`'sink.parallelism'`" + `, the operator CR's ` + "`job.parallelism`" + ` — is
**ignored**; only max parallelism is respected. A value written there does not do what it says (for
example ` + "`'sink.parallelism'`" + ` does not protect a compacting filesystem sink from FLINK-31689).

Reactive mode is supported only in standalone **application** mode (standalone, Docker, standalone
Kubernetes), not in native Kubernetes, YARN or session clusters. A Flink Kubernetes Operator
` + "`FlinkDeployment`" + ` runs native mode unless ` + "`spec.mode: standalone`" + `; a ` + "`FlinkSessionJob`" + ` runs on a session cluster.
In ` + "`spec.mode: standalone`" + ` without ` + "`taskManager.replicas`" + `, the operator sizes the TaskManagers from
` + "`job.parallelism`" + ` (FlinkConfigBuilder), so there it is not reported.

Source: Flink docs ` + "`docs/content/docs/deployment/elastic_scaling.md`" + ` (Reactive Mode, limitations).
`,
	Examples: []Example{
		{Path: "config.yaml", Lang: "yaml", Code: `scheduler-mode: reactive
parallelism.default: 4`},
	},
	Fix: `
Remove the explicit parallelism (bound the job with ` + "`pipeline.max-parallelism`" + ` instead), or leave
reactive mode. For the operator, set ` + "`spec.mode: standalone`" + ` or use the operator autoscaler
(` + "`job.autoscaler.enabled`" + `) instead of reactive mode.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/deployment/elastic_scaling/#reactive-mode",
	},
	Sources: []string{
		"apache/flink-kubernetes-operator FlinkConfigBuilder.applyTaskManagerSpec and FlinkUtils.getNumTaskManagers: in standalone mode without taskManager.replicas, job.parallelism sizes the TaskManagers",
	},
}

func runFL037(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, d := range m.Deployments {
		if d.Scheduler.Value != deploy.SchedulerReactive {
			continue
		}
		related := []analysis.RelatedInformation{rescaleRelated(m, d)}
		// The deployment's own explicit parallelism.
		for _, p := range d.FlinkConfig {
			if p.Key == "parallelism.default" && p.Known {
				pos, end := depSpan(m, d, propLine(p))
				m.Report(pass, finding.Warning, analysis.Diagnostic{Pos: pos, End: end, Related: related,
					Message: fmt.Sprintf("%s: parallelism.default %s is ignored under reactive mode (the job uses every available slot); remove it, bound the job with pipeline.max-parallelism", depName(d), p.Value)})
			}
		}
		// In standalone mode without taskManager.replicas (or with 0) the
		// operator sizes the TaskManagers from job.parallelism
		// (apache/flink-kubernetes-operator, FlinkConfigBuilder
		// .applyTaskManagerSpec and FlinkUtils.getNumTaskManagers, main of
		// 2026-07): it is not ignored, and removing it would shrink the
		// cluster to one TaskManager.
		sizesCluster := d.Cluster.Resources == deploy.StandaloneMode && !(d.TaskManagerReplicas.Set && d.TaskManagerReplicas.Value > 0)
		if d.Kind == deploy.K8sOperator && d.Parallelism.Set && !d.Parallelism.Hole && !sizesCluster {
			pos, end := factLine(m, d, d.Parallelism)
			m.Report(pass, finding.Warning, analysis.Diagnostic{Pos: pos, End: end, Related: related,
				Message: fmt.Sprintf("%s: job.parallelism %d is ignored under reactive mode (the job uses every available slot); remove it, bound the job with pipeline.max-parallelism", depName(d), d.Parallelism.Value)})
		}
		if msg := reactiveModeProblem(d); msg != "" {
			pos, end := m.Range(pathOr(d.Rescaling.AtPath, d.Path), d.Rescaling.At.Start, d.Rescaling.At.End)
			m.Report(pass, finding.Warning, analysis.Diagnostic{Pos: pos, End: end, Message: msg})
		}
	}
	for _, job := range m.Jobs {
		_, reactive := rescalingLinks(job)
		if len(reactive) == 0 {
			continue
		}
		d := reactive[0]
		related := []analysis.RelatedInformation{rescaleRelated(m, d)}
		report1 := func(opt *model.Option, what string) {
			m.Report(pass, finding.Warning, analysis.Diagnostic{Pos: opt.Pos, End: opt.End, Related: related,
				Message: fmt.Sprintf("%s is ignored: deployment %q runs reactive mode, which sets every operator's parallelism from the available slots; remove it (only max parallelism is respected)", what, depName(d))})
		}
		for _, p := range fl031Pins(job) {
			m.Report(pass, finding.Warning, analysis.Diagnostic{Pos: p.pos, End: p.end, Related: related,
				Message: fmt.Sprintf("%s (%s) is ignored: deployment %q runs reactive mode, which sets every operator's parallelism from the available slots; remove it (only max parallelism is respected)", p.what, p.value, depName(d))})
		}
		seen := map[*model.Option]bool{}
		for _, t := range job.Tables {
			if o := t.Options.Get("sink.parallelism"); o != nil && !seen[o] && o.Origin != model.FromLike {
				seen[o] = true
				report1(o, fmt.Sprintf("'sink.parallelism' of table %q", t.Name))
			}
		}
		for _, s := range job.Sinks {
			if o := s.Options.Get("sink.parallelism"); o != nil && !seen[o] && o.Origin == model.FromHint {
				seen[o] = true
				report1(o, "'sink.parallelism' in the OPTIONS hint")
			}
		}
	}
	return nil, nil
}

// reactiveModeProblem explains why a reactive deployment is not in
// standalone application mode, or returns "".
func reactiveModeProblem(d *model.Deployment) string {
	if d.Kind != deploy.K8sOperator {
		return ""
	}
	if d.Resource == "FlinkSessionJob" {
		return fmt.Sprintf("FlinkSessionJob %q enables reactive mode, which Flink supports only in standalone application mode, not on a session cluster; use the operator autoscaler (job.autoscaler.enabled) instead", d.Name)
	}
	if d.Cluster.Resources == deploy.NativeMode {
		return fmt.Sprintf("FlinkDeployment %q enables reactive mode in native Kubernetes mode, which Flink does not support (standalone application mode only); set spec.mode: standalone or use the operator autoscaler (job.autoscaler.enabled)", d.Name)
	}
	return ""
}

func pathOr(p, fallback string) string {
	if p != "" {
		return p
	}
	return fallback
}
