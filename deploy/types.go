// Package deploy reads the places where a Flink application's scaling,
// version, checkpointing and entry point are configured (CloudFormation,
// Terraform, AWS CDK, AWS CLI JSON, application_properties.json, the Flink
// Kubernetes Operator, flink config files) and turns each into Deployment
// facts with a source span for every fact. It applies each service's defaults
// exactly. It knows nothing of lint rules and never links jobs itself.
package deploy

import (
	"bytes"
	"path"
	"strings"
)

// Span is a half-open byte range [Start, End) of the config file.
type Span struct{ Start, End int }

// Kind names the reader a Deployment came from. Each reader's file
// declares its kinds.
type Kind string

// Tri is a three-valued fact. It is a byte, so that a Fact[Tri] packs its
// value with Set and Hole.
type Tri uint8

const (
	Unknown Tri = iota
	Yes
	No
)

func (t Tri) String() string {
	switch t {
	case Yes:
		return "yes"
	case No:
		return "no"
	}
	return "unknown"
}

// Fact is one located configuration value. Set is false when the config does
// not write it (then Value holds the service default, if any, and Span points
// at the enclosing block or resource, where a fix would insert it).
type Fact[T any] struct {
	Value T
	Set   bool
	// Hole is true when the value is written but not known statically
	// (an unresolved !Ref, var, or expression). (Beside Set, which it packs
	// with: a Deployment holds a dozen facts.)
	Hole bool
	Span Span // the value as written (or the enclosing block when !Set)
	// KeySpan is the key as written (`AutoScalingEnabled:`), zero when !Set.
	KeySpan Span
	// Path is the repository-relative file the spans are in when it is not
	// the Deployment's own file (a Terraform value from a *.tfvars file).
	Path string
}

// Rescaling says whether the deployment may change the job's parallelism
// after it started (autoscaling, reactive mode, an HPA, ...).
type Rescaling struct {
	Rescales Tri
	Why      string // one sentence for messages and the links printout
	At       Span   // the line that makes it rescale (or the block/resource when implicit)
	AtPath   string // the file of At when it is not the Deployment's own file
	// OverridesCode is true when the rescaler sets every vertex's parallelism
	// over what the job's code sets (env.set_parallelism, 'sink.parallelism'):
	// reactive mode, and the Kubernetes operator's autoscaler, which writes
	// pipeline.jobvertex-parallelism-overrides for every vertex not in
	// job.autoscaler.vertex.exclude.ids (apache/flink-kubernetes-operator,
	// JobAutoScalerImpl and KubernetesScalingRealizer, main of 2026-07).
	// On AWS Managed Flink the code's parallelism wins.
	OverridesCode bool
}

// JobMode says whether a cluster runs one application or takes jobs
// submitted to it (a session cluster).
type JobMode uint8

const (
	JobModeUnknown  JobMode = iota
	ApplicationMode         // the cluster runs one application (AWS Managed Flink, a FlinkDeployment with spec.job)
	SessionMode             // a session cluster (a FlinkDeployment without spec.job, a FlinkSessionJob's cluster)
)

// ResourceMode says who starts the TaskManagers: Flink's own resource
// manager on Kubernetes or YARN (native) or something outside Flink
// (standalone: Docker, a Kubernetes Deployment, the operator's spec.mode:
// standalone).
type ResourceMode uint8

const (
	ResourceModeUnknown ResourceMode = iota
	NativeMode
	StandaloneMode
)

// ClusterMode is how the cluster that runs the job is deployed, as far as
// the config says.
type ClusterMode struct {
	Job       JobMode
	Resources ResourceMode
}

// SupportsReactive says whether Flink starts a JobManager with
// scheduler-mode: reactive in this cluster mode: only the standalone
// application entry point accepts it; every other entry point (native
// Kubernetes or YARN, any session cluster) refuses to start.
//
// Sources: apache/flink flink-runtime/src/main/java/org/apache/flink/runtime/
// entrypoint/ClusterEntrypoint.java (the constructor throws an
// IllegalConfigurationException for reactive mode unless supportsReactiveMode(),
// false by default) and flink-container/.../StandaloneApplicationClusterEntryPoint
// .java (the only override returning true), 1.13 and later.
func (c ClusterMode) SupportsReactive() Tri {
	switch {
	case c.Job == SessionMode || c.Resources == NativeMode:
		return No
	case c.Job == ApplicationMode && c.Resources == StandaloneMode:
		return Yes
	}
	return Unknown
}

// SchedulerMode is the JobManager's scheduler as the configuration selects it.
type SchedulerMode int

const (
	SchedulerUnknown  SchedulerMode = iota // not stated by this kind of config, or not known statically
	SchedulerDefault                       // neither scheduler-mode nor jobmanager.scheduler selects another: the release's default
	SchedulerAdaptive                      // jobmanager.scheduler: adaptive
	SchedulerReactive                      // scheduler-mode: reactive (the adaptive scheduler, rescaling with the TaskManagers)
)

// Autoscaler is whether a service autoscaler (AWS Managed Flink's automatic
// scaling, the Flink Kubernetes Operator's job autoscaler) changes the job's
// parallelism, and which setting says so. State.Set is false when no setting
// is written: State.Value is then the service default, Unknown when the
// service documents none, and State.Span the block a fix would write it in.
type Autoscaler struct {
	State Fact[Tri]
	// Setting names the key that decides, as the service spells it
	// ("AutoScalingEnabled", "job.autoscaler.enabled", ...); "" when none is
	// written.
	Setting string
	// NoDocumentedDefault is true when the deciding setting is not written
	// and the service documents no default for it (AWS AutoScalingEnabled
	// beside ConfigurationType CUSTOM): State is then Unknown.
	NoDocumentedDefault bool
}

// AWSParallelism is an AWS ParallelismConfiguration as written.
type AWSParallelism struct {
	Present            bool // false: the block is absent (service default)
	Block              Span // the ParallelismConfiguration block, or the resource when absent
	ConfigurationType  Fact[string]
	AutoScalingEnabled Fact[bool]
	Parallelism        Fact[int]
	ParallelismPerKPU  Fact[int]
}

// Checkpointing as the deployment configures it.
type Checkpointing struct {
	Enabled  Fact[Tri]
	Interval Fact[string] // as written, e.g. "60000" (ms on AWS) or "30 s"
	Mode     Fact[string] // EXACTLY_ONCE / AT_LEAST_ONCE
}

// EntryKind tells how a deployment names the job it runs.
type EntryKind string

const (
	PythonFile   EntryKind = "python"   // a .py path (AWS run options `python`, operator -py)
	PythonModule EntryKind = "pymodule" // a dotted module (operator -pym, AWS pyModule)
	JarFile      EntryKind = "jar"      // jarURI, AWS jarfile
	SQLScript    EntryKind = "sql"      // a .sql script a SQL-runner jar is given in its args
	CodeAsset    EntryKind = "asset"    // CDK ApplicationCode.fromAsset(dir): narrows the search
	MainClass    EntryKind = "class"    // the class a jar runs (operator entryClass)
	// SQLInit is a script the SQL client runs in the session before its
	// SQLScript (`sql-client.sh -i init.sql -f job.sql`): the job's
	// session shares its catalog and settings. The init scripts come in
	// the order they run, before the SQLScript.
	SQLInit EntryKind = "sql-init"
)

// EntryPoint is one way the deployment names its job.
type EntryPoint struct {
	Kind  EntryKind
	Value string
	Span  Span
}

// PropertyGroup is an AWS runtime property group.
type PropertyGroup struct {
	ID         string
	Span       Span
	Properties []Property
}

// Property is one key of a property group (or one flinkConfiguration entry).
type Property struct {
	Key   string
	Value string
	Known bool
	Span  Span // the value
	// KeySpan is the key as written.
	KeySpan Span
	// Path, when the value comes from another file than the Deployment's
	// own (a Terraform variable set in a *.tfvars file), is that file: Span
	// is then the value there and DefKey the key that assigns it.
	Path   string
	DefKey Span
	// Default, when the value is a Terraform variable's default (Span is
	// then the var.x that refers to it), is where that default is written.
	Default *WrittenAt
	// Inherited marks a FlinkSessionJob's copy of its session cluster's
	// configuration: the cluster's own Deployment holds the original.
	Inherited bool
}

// WrittenAt is where a value is written: its file, its span there and the
// key that assigns it.
type WrittenAt struct {
	Path      string
	Span, Key Span
}

// Syntax is the notation a deployment is written in, for the edits a fix
// makes there.
type Syntax uint8

const (
	SyntaxOther Syntax = iota // a notation fixes do not edit (CDK code, ...)
	SyntaxYAML
	SyntaxJSON
	SyntaxHCL
)

// documentSyntax tells JSON from YAML for a file of a format written in
// either: a .json name, or a document that opens with '{'.
func documentSyntax(filePath string, src []byte) Syntax {
	if strings.EqualFold(path.Ext(filePath), ".json") || bytes.HasPrefix(bytes.TrimSpace(src), []byte("{")) {
		return SyntaxJSON
	}
	return SyntaxYAML
}

// Deployment is one Flink application as one config file describes it.
type Deployment struct {
	Kind Kind
	Name string
	Path string // repository-relative, slash-separated file of Span
	Span Span   // the resource / construct / document
	// Syntax is the notation of the file at Path (CloudFormation, AWS CLI
	// JSON and Terraform set it).
	Syntax Syntax
	// Cluster is how the cluster is deployed. (Beside Syntax: both are
	// bytes, and a run holds a Deployment per resource.)
	Cluster ClusterMode

	// FlinkVersion is "1.19", "2.2", ... or "" when not stated.
	FlinkVersion Fact[string]
	// Runtime is the value as written, e.g. "FLINK-1_19" or "v1_20".
	Runtime Fact[string]
	// ImageVersion is the Flink version of the official Flink image a
	// Kubernetes operator resource names in spec.image (flink:1.19.1 ->
	// "1.19"); not set for another image.
	ImageVersion Fact[string]

	Rescaling      Rescaling
	Scheduler      Fact[SchedulerMode]
	Autoscaler     Autoscaler
	AWS            *AWSParallelism // AWS kinds only
	Parallelism    Fact[int]
	MaxParallelism Fact[int]
	Checkpointing  Checkpointing
	Snapshots      Fact[Tri]
	UpgradeMode    Fact[string] // operator upgradeMode
	// TaskManagerReplicas is an operator FlinkDeployment's
	// spec.taskManager.replicas.
	TaskManagerReplicas Fact[int]

	EntryPoints    []EntryPoint
	PropertyGroups []PropertyGroup
	// FlinkConfig holds flinkConfiguration / flink config file entries,
	// flattened to dotted keys.
	FlinkConfig []Property
	// Jars named by the deployment (AWS jarfile, operator jarURI, pipeline.jars).
	Jars []Property

	// Resource is the resource type or construct as written:
	// "AWS::KinesisAnalyticsV2::Application", "aws_kinesisanalyticsv2_application",
	// "Application" / "CfnApplication" (CDK), "FlinkDeployment", "FlinkSessionJob".
	// Empty for files that are a deployment as a whole (flink config,
	// application_properties.json, AWS CLI JSON).
	Resource string
	// Namespace is the Kubernetes metadata.namespace ("" when not stated).
	Namespace string
	// SessionCluster is a FlinkSessionJob's spec.deploymentName.
	SessionCluster string
	// Mounts are the ConfigMap volumes a FlinkDeployment's pods mount.
	Mounts []ConfigMapMount
	// Runs, for a Docker Compose service's job or a `docker compose exec`
	// line, names the Compose service whose container runs the command
	// (package link resolves it to a ComposeService and applies its
	// configuration with ApplyCompose).
	Runs *ServiceRef
}

// RefusesToStart reports a deployment that starts a JobManager Flink
// refuses to start: reactive mode in a cluster mode that does not support
// it. Its job never runs, so it never rescales either. A FlinkSessionJob
// starts no JobManager: its session cluster's Deployment says.
func (d *Deployment) RefusesToStart() bool {
	return d.Resource != "FlinkSessionJob" && d.Scheduler.Value == SchedulerReactive && d.Cluster.SupportsReactive() == No
}

// Problem is a located problem in a config file (unreadable YAML, an
// unresolvable reference the reader had to give up on, ...).
type Problem struct {
	Span Span
	Msg  string
	// Path is the file of Span when a Result covers several files
	// (ReadTerraform); "" means the file that was read.
	Path string
	// Template is set when the file could not be read because it is a
	// template (Helm or Jinja {{ }} / {% %}, ${VAR} or {PLACEHOLDER}
	// holes): it is skipped, which is no finding.
	Template bool
	// NotAnalysed is set when the problem is no fault of the file but a
	// limit of the reader (nesting deeper than it follows, more nodes than
	// it converts): the file is not read past Span, though it may be valid.
	NotAnalysed bool
}

// Result is what a reader found in one file.
type Result struct {
	// Kind is the reader that decided what the file holds (Read).
	Kind        Kind
	Deployments []*Deployment
	Problems    []Problem
	// Comments are the file's `#` comments (suppressions live in them);
	// TypeScript and Terraform files also give their `//` comments.
	Comments []Comment
	// ScaleTargets are HorizontalPodAutoscalers aimed at a FlinkDeployment
	// (package link applies them).
	ScaleTargets []ScaleTarget
	// Scripts are Flink SQL scripts written inside the file: the .sql
	// entries of a Kubernetes ConfigMap, SQL given inline in a job's args.
	Scripts []Script
	// Copies are the COPY and ADD instructions of a Dockerfile that put
	// build-context files into an image (package link uses them).
	Copies []ImageCopy
	// Services are the Flink services of a Docker Compose file (package
	// link resolves the services a command runs in, and the cluster a
	// client submits to, among them).
	Services []*ComposeService
	// Credentials are the passwords a Compose file or an environment file
	// gives the containers the repository starts (rules tell a demo
	// credential from a secret with them).
	Credentials []Credential
	// Bases are the official Flink images a Dockerfile builds FROM, and
	// Pins the Flink versions its RUN lines install (apache-flink==1.19.1, a
	// connector jar built for Flink 1.18).
	Bases []BaseImage
	Pins  []VersionPin
}

// Script is Flink SQL written inside a deployment config.
type Script struct {
	Text     string
	Segments []ScriptSegment // sorted, covering Text
	Span     Span            // the value as written in the file
	// ConfigMap, Namespace and Key name a ConfigMap data entry.
	ConfigMap, Namespace, Key string
	// Deployment runs the script when it is given inline in its args.
	Deployment *Deployment
}

// ScriptSegment maps Text[SQLStart:SQLEnd] to the file's bytes
// [FileStart, FileEnd), byte by byte when Verbatim.
type ScriptSegment struct {
	SQLStart, SQLEnd   int
	FileStart, FileEnd int
	Verbatim           bool
}

// ConfigMapMount is a ConfigMap volume a FlinkDeployment's pods mount.
type ConfigMapMount struct {
	ConfigMap string
	MountPath string
	// Items maps a data key to its path under MountPath when the volume
	// lists items; empty when every key is a file of its own name.
	Items map[string]string
}

// Comment is one `#` comment; Text includes the '#'.
type Comment struct {
	Span Span
	Text string
	// Path is the file of Span when a Result covers several files
	// (ReadTerraform); "" means the file that was read.
	Path string
	// Template is set when the file could not be read because it is a
	// template (Helm or Jinja {{ }} / {% %}, ${VAR} or {PLACEHOLDER}
	// holes): it is skipped, which is no finding.
	Template bool
}
