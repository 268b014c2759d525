package deploy

import (
	"strings"
)

// K8sOperator is a Kubernetes manifest of the Flink Kubernetes Operator
// (FlinkDeployment, FlinkSessionJob), or one a FlinkDeployment uses: a
// HorizontalPodAutoscaler aimed at it, a ConfigMap of SQL scripts.
const K8sOperator Kind = "kubernetes-operator"

// operatorPrefilter skips files that name neither an operator resource,
// nor an autoscaler aimed at one, nor a ConfigMap with a .sql entry.
func operatorPrefilter(_ string, src []byte) bool {
	operatorKind := contains(src, "FlinkDeployment", "FlinkSessionJob")
	return contains(src, "flink.apache.org/") && operatorKind ||
		contains(src, "HorizontalPodAutoscaler") && contains(src, "FlinkDeployment") ||
		contains(src, "ConfigMap") && contains(src, ".sql:") ||
		contains(src, "sql-client") && contains(src, "containers")
}

// ScaleTarget is a HorizontalPodAutoscaler whose scaleTargetRef is a
// FlinkDeployment; package link applies it to the FlinkDeployment it names.
type ScaleTarget struct {
	Name      string // the FlinkDeployment's metadata.name
	Namespace string // "" when not stated
	Path      string // the file of the HPA
	Span      Span   // the scaleTargetRef
}

// readOperator reads Flink Kubernetes Operator manifests (FlinkDeployment,
// FlinkSessionJob, and HorizontalPodAutoscalers aimed at a FlinkDeployment)
// from a multi-document YAML file.
func readOperator(filePath string, src []byte, res *Result) {
	docs, problems := parseDocs(src)
	res.Problems = append(res.Problems, problems...)
	for _, doc := range expandLists(docs) {
		kind, _ := doc.get("kind").value.text()
		api, _ := doc.get("apiversion").value.text()
		switch {
		case strings.HasPrefix(api, "flink.apache.org/") && (kind == "FlinkDeployment" || kind == "FlinkSessionJob"):
			d := operatorDeployment(filePath, doc, kind)
			res.Deployments = append(res.Deployments, d)
			res.Scripts = append(res.Scripts, argsScripts(src, doc.get("spec").value.get("job").value.get("args").value, d)...)
			res.Deployments = append(res.Deployments, sqlClientContainers(filePath, kind, d.Name, d.Namespace, doc)...)
		case workloadKinds[kind]:
			name, _ := doc.get("metadata").value.get("name").value.text()
			ns, _ := doc.get("metadata").value.get("namespace").value.text()
			res.Deployments = append(res.Deployments, sqlClientContainers(filePath, kind, name, ns, doc)...)
		case kind == "ConfigMap":
			res.Scripts = append(res.Scripts, configMapScripts(src, doc)...)
		case kind == "HorizontalPodAutoscaler":
			ref := doc.get("spec").value.get("scaletargetref")
			tk, _ := ref.value.get("kind").value.text()
			name, _ := ref.value.get("name").value.text()
			if tk != "FlinkDeployment" || name == "" {
				continue
			}
			ns, _ := doc.get("metadata").value.get("namespace").value.text()
			res.ScaleTargets = append(res.ScaleTargets, ScaleTarget{Name: name, Namespace: ns, Path: filePath, Span: ref.line()})
		}
	}
}

// expandLists flattens `kind: List` documents into their items.
func expandLists(docs []*node) []*node {
	var out []*node
	for _, d := range docs {
		if k, _ := d.get("kind").value.text(); k == "List" {
			out = append(out, d.get("items").value.list()...)
			continue
		}
		out = append(out, d)
	}
	return out
}

// IsFlinkDeployment reports an operator FlinkDeployment (a cluster, which
// a FlinkSessionJob or an HPA may name).
func (d *Deployment) IsFlinkDeployment() bool {
	return d.Kind == K8sOperator && d.Resource == "FlinkDeployment"
}

// ApplyScaleTarget makes the HorizontalPodAutoscaler st rescale d, a
// FlinkDeployment its scaleTargetRef names (package link decides which).
func (d *Deployment) ApplyScaleTarget(st ScaleTarget) {
	if d.Rescaling.Rescales == Yes || d.RefusesToStart() {
		return
	}
	d.Rescaling = Rescaling{Rescales: Yes, At: st.Span, Why: "a HorizontalPodAutoscaler scales FlinkDeployment " + st.Name + " (its scaleTargetRef)"}
	if st.Path != d.Path {
		d.Rescaling.AtPath = st.Path
		d.Rescaling.Why += " in " + st.Path
	}
}

func operatorDeployment(filePath string, doc *node, kind string) *Deployment {
	meta := doc.get("metadata").value
	name, _ := meta.get("name").value.text()
	ns, _ := meta.get("namespace").value.text()
	spec := doc.get("spec").value
	d := &Deployment{Kind: K8sOperator, Resource: kind, Name: name, Path: filePath, Span: doc.span, Namespace: ns}
	block := doc.span
	if spec != nil {
		block = spec.span
	}
	d.Runtime = stringFact(spec.get("flinkversion"))
	d.FlinkVersion = versionFact(d.Runtime, operatorFlinkVersion)
	d.ImageVersion = imageFlinkVersion(spec.get("image"))
	d.FlinkConfig = flatten(spec.get("flinkconfiguration").value, "", nil, 0)

	job := spec.get("job").value
	d.Parallelism = intFact(job.get("parallelism"))
	d.UpgradeMode = stringFact(job.get("upgrademode"))
	if !d.UpgradeMode.Set {
		d.UpgradeMode = Fact[string]{Value: "stateless", Span: block}
		if job != nil {
			d.UpgradeMode.Span = job.span
		}
	}
	session := ""
	if kind == "FlinkSessionJob" {
		session, _ = spec.get("deploymentname").value.text()
		d.SessionCluster = session
	}
	if jar := stringFact(job.get("jaruri")); jar.Set && !jar.Hole {
		d.EntryPoints = append(d.EntryPoints, EntryPoint{Kind: JarFile, Value: jar.Value, Span: jar.Span})
		d.Jars = append(d.Jars, Property{Key: "jarURI", Value: jar.Value, Known: true, Span: jar.Span, KeySpan: jar.KeySpan})
	}
	if ec := stringFact(job.get("entryclass")); ec.Set && !ec.Hole && ec.Value != "" {
		d.EntryPoints = append(d.EntryPoints, EntryPoint{Kind: MainClass, Value: ec.Value, Span: ec.Span})
	}
	d.EntryPoints = append(d.EntryPoints, argsEntryPoints(job.get("args").value)...)
	d.Mounts = configMapMounts(spec)

	what := kind + " " + name
	flinkRescaling(d, block, what)
	d.Cluster = operatorClusterMode(kind, spec)
	d.TaskManagerReplicas = intFact(spec.get("taskmanager").value.get("replicas"))
	if kind == "FlinkDeployment" && d.RefusesToStart() {
		// The JobManager refuses reactive mode here: the job never runs.
		d.Rescaling.Rescales, d.Rescaling.OverridesCode = No, false
		d.Rescaling.Why = "scheduler-mode is reactive, which Flink accepts only in a standalone application cluster (spec.mode: standalone with a job): " +
			"this JobManager refuses to start, so the job never runs"
	}
	if kind == "FlinkSessionJob" && d.Rescaling.Rescales == No && d.Rescaling.At == block {
		d.Rescaling.Rescales = Unknown
		d.Rescaling.Why = what + " runs on session cluster " + session + ", whose configuration is not in this file"
	}
	flinkJobFacts(d, block)
	if kind == "FlinkSessionJob" && !d.Checkpointing.Enabled.Set {
		// The session cluster's configuration decides, and it is not known
		// until the cluster is found (inheritSession).
		d.Checkpointing.Enabled = Fact[Tri]{Value: Unknown, Span: block}
	}
	return d
}

// operatorClusterMode reads how the operator deploys a resource's cluster:
// a FlinkSessionJob runs on a session cluster (whose resource mode its own
// Deployment says); a FlinkDeployment runs its spec.job in application mode,
// or is a session cluster without one, in native mode unless spec.mode says
// standalone.
func operatorClusterMode(kind string, spec *node) ClusterMode {
	if kind == "FlinkSessionJob" {
		return ClusterMode{Job: SessionMode}
	}
	c := ClusterMode{Job: SessionMode, Resources: NativeMode}
	if j := spec.get("job").value; j != nil && j.kind == mapNode {
		c.Job = ApplicationMode
	}
	if m := spec.get("mode"); m.ok() {
		switch v, ok := m.value.text(); {
		case !ok:
			c.Resources = ResourceModeUnknown
		case strings.EqualFold(v, "standalone"):
			c.Resources = StandaloneMode
		case !strings.EqualFold(v, "native"):
			c.Resources = ResourceModeUnknown
		}
	}
	return c
}

// inOtherFile is a copy of d whose facts name d's file, for a deployment
// of another file that inherits them.
func inOtherFile(d *Deployment) *Deployment {
	c := *d
	c.FlinkConfig = make([]Property, len(d.FlinkConfig))
	for i, p := range d.FlinkConfig {
		if p.Path == "" {
			p.Path = d.Path
		}
		c.FlinkConfig[i] = p
	}
	if c.Rescaling.AtPath == "" {
		c.Rescaling.AtPath = d.Path
	}
	if c.FlinkVersion.Path == "" {
		c.FlinkVersion.Path = d.Path
	}
	if c.Runtime.Path == "" {
		c.Runtime.Path = d.Path
	}
	return &c
}

// InheritSession lays the configuration of cluster, the session cluster
// the FlinkSessionJob d names (package link decides which), beneath d's own
// and decides d's rescaling again; a cluster of another file is named in
// the facts d takes from it.
func (d *Deployment) InheritSession(cluster *Deployment) {
	if cluster.Path != d.Path {
		inheritSession(d, inOtherFile(cluster))
		d.Rescaling.Why += " (" + cluster.Path + ")"
		return
	}
	inheritSession(d, cluster)
}

// inheritSession lays the session cluster's configuration beneath a session
// job's own and decides rescaling again.
func inheritSession(sj, cluster *Deployment) {
	own := sj.FlinkConfig
	sj.FlinkConfig = make([]Property, 0, len(cluster.FlinkConfig)+len(own))
	for _, p := range cluster.FlinkConfig {
		p.Inherited = true
		sj.FlinkConfig = append(sj.FlinkConfig, p)
	}
	sj.FlinkConfig = append(sj.FlinkConfig, own...)
	sj.Cluster.Resources = cluster.Cluster.Resources
	sj.Rescaling = Rescaling{}
	flinkRescaling(sj, sj.Span, "neither FlinkSessionJob "+sj.Name+" nor its session cluster "+cluster.Name)
	if sj.Rescaling.Rescales == No && cluster.Rescaling.Rescales == Yes {
		sj.Rescaling = cluster.Rescaling
		sj.Rescaling.Why = "its session cluster " + cluster.Name + " rescales: " + cluster.Rescaling.Why
	}
	if !sj.FlinkVersion.Set {
		sj.FlinkVersion, sj.Runtime = cluster.FlinkVersion, cluster.Runtime
	}
	jars := sj.Jars
	sj.Checkpointing, sj.Jars = Checkpointing{}, nil
	flinkJobFacts(sj, sj.Span)
	for _, j := range jars {
		if !hasJar(sj.Jars, j.Value) {
			sj.Jars = append(sj.Jars, j)
		}
	}
}

func hasJar(jars []Property, v string) bool {
	for _, j := range jars {
		if j.Value == v {
			return true
		}
	}
	return false
}

// sqlScriptArg is the .sql path a SQL-runner jar is given as an argument
// ("/opt/flink/usrlib/sql-scripts/orders.sql", "--sql=jobs/x.sql"), "" for
// any other argument. A runner reads the script it is given, so the link
// goes to that script only.
func sqlScriptArg(tok string) string {
	if _, v, ok := strings.Cut(tok, "="); ok && strings.HasPrefix(tok, "-") {
		tok = v
	}
	tok = strings.TrimSpace(tok)
	if strings.ContainsAny(tok, " \t\n;") || !strings.HasSuffix(strings.ToLower(tok), ".sql") {
		return ""
	}
	return tok
}

// argsEntryPoints reads a PyFlink entry from the job args: -py/--python
// FILE or -pym/--pyModule MODULE (also in the --flag=value form).
func argsEntryPoints(args *node) []EntryPoint {
	var out []EntryPoint
	if args == nil || args.kind != listNode {
		return out
	}
	items := args.items
	for i := 0; i < len(items); i++ {
		tok, ok := items[i].text()
		if !ok {
			continue
		}
		flag, val, hasEq := strings.Cut(tok, "=")
		if script := sqlScriptArg(tok); script != "" {
			out = append(out, EntryPoint{Kind: SQLScript, Value: script, Span: items[i].span})
			continue
		}
		var kind EntryKind
		switch flag {
		case "-py", "--python":
			kind = PythonFile
		case "-pym", "--pyModule":
			kind = PythonModule
		default:
			continue
		}
		if hasEq {
			out = append(out, EntryPoint{Kind: kind, Value: val, Span: items[i].span})
			continue
		}
		if i+1 < len(items) {
			if v, ok := items[i+1].text(); ok {
				out = append(out, EntryPoint{Kind: kind, Value: v, Span: items[i+1].span})
			}
			i++
		}
	}
	return out
}
