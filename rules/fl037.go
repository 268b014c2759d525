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
Kubernetes), not in native Kubernetes, YARN or session clusters. Elsewhere Flink's cluster entry point
refuses ` + "`scheduler-mode: reactive`" + ` and the JobManager does not start: a Flink Kubernetes Operator
` + "`FlinkDeployment`" + ` in native mode (no ` + "`spec.mode`" + `, or ` + "`spec.mode: native`" + `) or without ` + "`spec.job`" + `
(a session cluster) with reactive mode is an **error**; its job never runs, so no other rule treats that
deployment as one that rescales the job. A Docker Compose session JobManager (the Flink image's ` + "`jobmanager`" + ` command) with reactive
mode refuses to start as well: it is reported, as an error, where the Compose file sets it, for each
job submitted to it (a client service's ` + "`flink run`" + `, a ` + "`docker compose exec ... flink run`" + ` line of a
Makefile or script; docs/linking.md). A ` + "`FlinkSessionJob`" + ` runs on a session cluster, where its own
reactive setting does not apply (a warning). A cluster mode flinklint cannot read (a templated
` + "`spec.mode`" + `) gets no finding.
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
		"apache/flink flink-runtime/src/main/java/org/apache/flink/runtime/entrypoint/ClusterEntrypoint.java, constructor: an IllegalConfigurationException when scheduler-mode is REACTIVE and supportsReactiveMode() is false, its default; flink-container/src/main/java/org/apache/flink/container/entrypoint/StandaloneApplicationClusterEntryPoint.java is the only entry point that returns true, flink-kubernetes/src/main/java/org/apache/flink/kubernetes/entrypoint/KubernetesApplicationClusterEntrypoint.java and the session entry points do not override it (apache/flink as stored in the source library, 1.13 and later lines; no release tag could be resolved there)",
		"apache/flink-kubernetes-operator release-1.13.0: FlinkConfigBuilder sets execution.target kubernetes-application for a native FlinkDeployment with a job and kubernetes-session without; flink-kubernetes-standalone CmdStandaloneJobManagerDecorator starts a standalone application cluster with standalone-job and a session cluster with jobmanager; DefaultValidator does not reject reactive mode in native mode, so the JobManager is what refuses",
		"apache/flink-docker 1.20/scala_2.12-java8-ubuntu/docker-entrypoint.sh: the jobmanager command runs bin/jobmanager.sh start-foreground (a standalone session cluster), standalone-job runs bin/standalone-job.sh (the standalone application cluster entry point)",
		"apache/flink-kubernetes-operator FlinkConfigBuilder.applyTaskManagerSpec and FlinkUtils.getNumTaskManagers: in standalone mode without taskManager.replicas, job.parallelism sizes the TaskManagers",
	},
}

func runFL037(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, d := range m.Deployments {
		if d.Scheduler.Value != deploy.SchedulerReactive {
			continue
		}
		if d.RefusesToStart() {
			// The job never runs: nothing of it is "ignored", the start fails.
			reportRefusedStart(pass, m, d)
			continue
		}
		related := []analysis.RelatedInformation{rescaleRelated(m, d)}
		// The deployment's own explicit parallelism.
		for _, p := range d.FlinkConfig {
			// A value written in another file (a mounted Flink config file,
			// a session cluster's) is reported with that file's deployment.
			if p.Key == "parallelism.default" && p.Known && p.Path == "" && !p.Inherited {
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

// reactiveModeProblem explains why a session job's reactive mode does not
// apply, or returns "".
func reactiveModeProblem(d *model.Deployment) string {
	if d.Kind == deploy.K8sOperator && d.Resource == "FlinkSessionJob" {
		return fmt.Sprintf("FlinkSessionJob %q enables reactive mode, which Flink supports only in standalone application mode, not on a session cluster; use the operator autoscaler (job.autoscaler.enabled) instead", d.Name)
	}
	return ""
}

// reportRefusedStart reports reactive mode where Flink's JobManager refuses
// to start (deploy.Deployment.RefusesToStart): an error, as the job never runs.
func reportRefusedStart(pass *analysis.Pass, m *model.Model, d *model.Deployment) {
	where, fix := "native Kubernetes mode", "set spec.mode: standalone"
	if d.Cluster.Job == deploy.SessionMode {
		where, fix = "a session cluster (no spec.job)", "run the job in application mode (spec.job) with spec.mode: standalone"
		if d.Cluster.Resources == deploy.NativeMode {
			where = "a native Kubernetes session cluster (no spec.job)"
		}
	}
	pos, end := m.Range(pathOr(d.Rescaling.AtPath, d.Path), d.Rescaling.At.Start, d.Rescaling.At.End)
	if r := d.Runs; r != nil && r.Session != nil {
		// A job submitted to a session cluster in Docker whose JobManager
		// sets reactive mode (deploy.Deployment.ApplyCompose).
		by := fmt.Sprintf("service %q", d.Name)
		if d.Kind == deploy.ComposeExec {
			by = fmt.Sprintf("%s:%d", d.Path, r.Line)
		}
		m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end,
			Message: fmt.Sprintf("service %q runs a session cluster with scheduler-mode: reactive, which its JobManager refuses (Flink accepts reactive mode only in a standalone application cluster): it does not start, so the job %s submits never runs; remove scheduler-mode: reactive, or run the job with the Flink image's standalone-job command", r.Session.Name, by)})
		return
	}
	m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end,
		Message: fmt.Sprintf("FlinkDeployment %q enables reactive mode in %s: the JobManager refuses to start (Flink accepts scheduler-mode: reactive only in a standalone application cluster), so the job never runs; %s, or use the operator autoscaler (job.autoscaler.enabled) instead of reactive mode", d.Name, where, fix)})
}

func pathOr(p, fallback string) string {
	if p != "" {
		return p
	}
	return fallback
}
