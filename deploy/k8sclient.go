package deploy

import (
	"strings"
)

// K8sWorkload is a container of a Kubernetes workload (a Deployment,
// StatefulSet, Job, CronJob, Pod, or a pod template of an operator
// FlinkDeployment) whose command runs the SQL client on a script.
const K8sWorkload Kind = "kubernetes"

// workloadKinds are the Kubernetes workloads whose pod specs
// sqlClientContainers reads.
var workloadKinds = map[string]bool{"Pod": true, "Deployment": true, "StatefulSet": true, "DaemonSet": true, "ReplicaSet": true, "Job": true, "CronJob": true}

// workloadPodSpecs are the pod specs of a Kubernetes workload document,
// with where each is written: Pod: spec; Deployment, StatefulSet,
// DaemonSet, ReplicaSet, Job: spec.template.spec; CronJob:
// spec.jobTemplate.spec.template.spec; an operator FlinkDeployment:
// its pod templates (spec.podTemplate, spec.jobManager.podTemplate,
// spec.taskManager.podTemplate).
func workloadPodSpecs(kind string, doc *node) []*node {
	spec := doc.get("spec").value
	switch kind {
	case "Pod":
		return []*node{spec}
	case "Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job":
		return []*node{spec.get("template").value.get("spec").value}
	case "CronJob":
		return []*node{spec.get("jobtemplate").value.get("spec").value.get("template").value.get("spec").value}
	case "FlinkDeployment":
		return []*node{spec.get("podtemplate").value.get("spec").value,
			spec.get("jobmanager").value.get("podtemplate").value.get("spec").value,
			spec.get("taskmanager").value.get("podtemplate").value.get("spec").value}
	}
	return nil
}

// sqlClientContainers reads the containers of a workload's pod specs whose
// command runs the SQL client on a script, `sql-client.sh [-i init.sql]
// -f job.sql` in the container's `command` and `args` (or a `sh -c`
// script there): each is a deployment that submits the job to a session
// cluster, the init script first in the same session. A relative script
// path is the container's workingDir's; without one (the image's WORKDIR,
// not known), or with a script written with a variable ($(VAR), $VAR), the
// container names nothing known. The operator's own flink-main-container
// is not read: the operator gives it its command.
//
// Sources: Kubernetes' API reference (Container: command replaces the
// image's ENTRYPOINT, args its CMD; workingDir) and apache/flink-docker
// docker-entrypoint.sh (a command it does not know runs as given).
func sqlClientContainers(filePath string, kind, name, ns string, doc *node) []*Deployment {
	var out []*Deployment
	for _, pod := range workloadPodSpecs(kind, doc) {
		if pod == nil {
			continue
		}
		containers := append(append([]*node(nil), pod.get("initcontainers").value.list()...), pod.get("containers").value.list()...)
		for _, c := range containers {
			cname, _ := c.get("name").value.text()
			if kind == "FlinkDeployment" && cname == "flink-main-container" {
				continue
			}
			if d := sqlClientContainer(filePath, c); d != nil {
				d.Name, d.Namespace = name, ns
				d.Resource = kind + " container " + cname
				d.Mounts = podConfigMapMounts(pod)
				out = append(out, d)
			}
		}
	}
	return out
}

// sqlClientContainer is the deployment one container is when its command
// runs the SQL client on a script; nil otherwise.
func sqlClientContainer(filePath string, c *node) *Deployment {
	var words []string
	var at []Span
	for _, key := range []string{"command", "args"} {
		for _, it := range c.get(key).value.list() {
			s, ok := it.text()
			if !ok {
				return nil // a value flinklint cannot read
			}
			words = append(words, s)
			at = append(at, it.span)
		}
	}
	if len(words) >= 3 && isShell(words[0]) && strings.HasPrefix(words[1], "-") && strings.HasSuffix(words[1], "c") {
		script, span := words[2], at[2]
		words, at = nil, nil
		for _, cmd := range shellCommands([]byte(script), 0, len(script)) {
			if isFlinkClient(cmd) {
				words, at = words[:0], at[:0]
				for _, w := range cmd {
					words = append(words, w.text)
					at = append(at, span)
				}
			}
		}
	}
	workdir, _ := c.get("workingdir").value.text()
	if !strings.HasPrefix(workdir, "/") || strings.Contains(workdir, "$") {
		workdir = ""
	}
	known := sqlClientSession(words, at, workdir)
	if known == nil {
		return nil
	}
	d := &Deployment{Kind: K8sWorkload, Path: filePath, Span: c.span, Syntax: SyntaxYAML, EntryPoints: known,
		Cluster: ClusterMode{Job: SessionMode, Resources: ResourceModeUnknown}, FlinkConfig: runOptions(words, at)}
	composeFacts(d, "", false)
	d.Rescaling = Rescaling{Rescales: Unknown, At: c.span,
		Why: "the container's SQL client submits the job to a session cluster configured outside it"}
	return d
}
