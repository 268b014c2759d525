package deploy

import (
	"strings"
	"testing"
)

func TestOperator(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		want     []Tri    // per deployment
		at       []string // text of Rescaling.At per deployment ("" = skip)
		reactive bool
		check    func(t *testing.T, src string, res *Result)
	}{
		{
			name: "autoscaler enabled, flat config",
			src: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: orders
  namespace: flink
spec:
  image: my-pyflink:latest
  flinkVersion: v1_20
  flinkConfiguration:
    job.autoscaler.enabled: "true"
    jobmanager.scheduler: adaptive
    pipeline.max-parallelism: "720"
    execution.checkpointing.interval: 30 s
    state.backend.rocksdb.compaction.style: LEVEL
  job:
    jarURI: local:///opt/flink/opt/flink-python-1.20.0.jar
    entryClass: org.apache.flink.client.python.PythonDriver
    args: ["-pyclientexec", "/usr/bin/python3", "-py", "/opt/flink/usrlib/main.py"]
    parallelism: 2
    upgradeMode: last-state
`,
			want: []Tri{Yes}, at: []string{`job.autoscaler.enabled: "true"`},
			check: func(t *testing.T, src string, res *Result) {
				d := res.Deployments[0]
				if d.Name != "orders" || d.Namespace != "flink" || d.FlinkVersion.Value != "1.20" || d.Runtime.Value != "v1_20" {
					t.Errorf("name %q ns %q version %q", d.Name, d.Namespace, d.FlinkVersion.Value)
				}
				if d.Parallelism.Value != 2 || !d.Parallelism.Set || d.MaxParallelism.Value != 720 {
					t.Errorf("parallelism %+v max %+v", d.Parallelism, d.MaxParallelism)
				}
				if d.UpgradeMode.Value != "last-state" || d.Checkpointing.Enabled.Value != Yes || d.Checkpointing.Interval.Value != "30 s" {
					t.Errorf("upgrade %+v checkpointing %+v", d.UpgradeMode, d.Checkpointing)
				}
				var py *EntryPoint
				for i, e := range d.EntryPoints {
					if e.Kind == PythonFile {
						py = &d.EntryPoints[i]
					}
				}
				if py == nil || py.Value != "/opt/flink/usrlib/main.py" || src[py.Span.Start:py.Span.End] != `"/opt/flink/usrlib/main.py"` {
					t.Errorf("entry points %+v", d.EntryPoints)
				}
				if len(d.Jars) != 1 || !strings.HasPrefix(d.Jars[0].Value, "local://") {
					t.Errorf("jars %+v", d.Jars)
				}
			},
		},
		{
			name: "trap: nested operator config (1.13+)",
			src: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata: {name: nested}
spec:
  flinkVersion: v2_2
  flinkConfiguration:
    job:
      autoscaler:
        enabled: true
    pipeline:
      max-parallelism: 256
  job:
    args: ["-pym", "pipelines.orders"]
`,
			want: []Tri{Yes}, at: []string{"enabled: true"},
			check: func(t *testing.T, src string, res *Result) {
				d := res.Deployments[0]
				if d.MaxParallelism.Value != 256 || d.FlinkVersion.Value != "2.2" {
					t.Errorf("max %+v version %q", d.MaxParallelism, d.FlinkVersion.Value)
				}
				if len(d.EntryPoints) != 1 || d.EntryPoints[0].Kind != PythonModule || d.EntryPoints[0].Value != "pipelines.orders" {
					t.Errorf("entries %+v", d.EntryPoints)
				}
				if d.UpgradeMode.Value != "stateless" || d.UpgradeMode.Set {
					t.Errorf("upgrade %+v", d.UpgradeMode)
				}
			},
		},
		{
			name: "older autoscaler key",
			src: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata: {name: old}
spec:
  flinkConfiguration:
    kubernetes.operator.job.autoscaler.enabled: "true"
`,
			want: []Tri{Yes}, at: []string{`kubernetes.operator.job.autoscaler.enabled: "true"`},
		},
		{
			name: "new key false wins over old key true",
			src: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata: {name: x}
spec:
  flinkConfiguration:
    kubernetes.operator.job.autoscaler.enabled: "true"
    job.autoscaler.enabled: "false"
`,
			want: []Tri{No}, at: []string{`job.autoscaler.enabled: "false"`},
		},
		{
			name: "metrics-only autoscaler",
			src: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata: {name: x}
spec:
  flinkConfiguration:
    job.autoscaler.enabled: "true"
    job.autoscaler.scaling.enabled: "false"
`,
			want: []Tri{No}, at: []string{`job.autoscaler.scaling.enabled: "false"`},
		},
		{
			name: "trap: upper-case REACTIVE",
			src: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata: {name: r}
spec:
  mode: standalone
  job: {jarURI: local:///opt/app.jar}
  flinkConfiguration:
    scheduler-mode: REACTIVE
`,
			want: []Tri{Yes}, at: []string{"scheduler-mode: REACTIVE"}, reactive: true,
		},
		{
			name: "plain deployment does not rescale; rocksdb compaction is not the sink",
			src: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata: {name: plain}
spec:
  flinkConfiguration:
    state.backend.rocksdb.compaction.level.use-dynamic-size: "true"
    taskmanager.numberOfTaskSlots: "2"
`,
			want: []Tri{No},
		},
		{
			name: "session job without its cluster",
			src: `apiVersion: flink.apache.org/v1beta1
kind: FlinkSessionJob
metadata: {name: job}
spec:
  deploymentName: elsewhere
`,
			want: []Tri{Unknown},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if k := Detect("k8s/app.yaml", []byte(tt.src)); k != K8sOperator {
				t.Fatalf("Detect = %q", k)
			}
			res := Read("k8s/app.yaml", []byte(tt.src))
			if len(res.Deployments) != len(tt.want) {
				t.Fatalf("got %d deployments, problems %v", len(res.Deployments), res.Problems)
			}
			for i, d := range res.Deployments {
				if d.Rescaling.Rescales != tt.want[i] {
					t.Errorf("deployment %d: Rescales %v want %v (%s)", i, d.Rescaling.Rescales, tt.want[i], d.Rescaling.Why)
				}
				if i < len(tt.at) && tt.at[i] != "" {
					if got := tt.src[d.Rescaling.At.Start:d.Rescaling.At.End]; got != tt.at[i] {
						t.Errorf("deployment %d: At %q want %q", i, got, tt.at[i])
					}
				}
				if (d.Scheduler.Value == SchedulerReactive) != tt.reactive {
					t.Errorf("scheduler %v", d.Scheduler.Value)
				}
			}
			if tt.check != nil {
				tt.check(t, tt.src, res)
			}
		})
	}
}

func TestFlinkConfig(t *testing.T) {
	tests := []struct {
		path, src string
		want      Tri
		at        string
		reactive  bool
		par, max  int
		ckpt      Tri
	}{
		{"conf/flink-conf.yaml", "# comment\nscheduler-mode: reactive # yes\nparallelism.default: 4\n", Yes, "scheduler-mode: reactive", true, 4, 0, No},
		{"conf/flink-conf.yaml", "jobmanager.scheduler: adaptive\nexecution.checkpointing.interval: 10s\nenv.java.opts: -Da=b: c\n", No, "", false, 0, 0, Yes},
		{"conf/config.yaml", "scheduler-mode: Reactive\n", Yes, "scheduler-mode: Reactive", true, 0, 0, No},
		{"conf/config.yaml", "parallelism:\n  default: 3\npipeline:\n  max-parallelism: 128\nexecution:\n  checkpointing:\n    interval: 1 min\n    mode: at_least_once\n", No, "", false, 3, 128, Yes},
		{"conf/config.yaml", "jobmanager:\n  scheduler: adaptive\nexecution.checkpointing.interval: 0\n", No, "", false, 0, 0, No},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			if k := Detect(tt.path, []byte(tt.src)); k != FlinkConfig {
				t.Fatalf("Detect = %q", k)
			}
			d := only(t, Read(tt.path, []byte(tt.src)))
			if d.Rescaling.Rescales != tt.want || (d.Scheduler.Value == SchedulerReactive) != tt.reactive {
				t.Errorf("rescaling %+v", d.Rescaling)
			}
			if tt.at != "" && tt.src[d.Rescaling.At.Start:d.Rescaling.At.End] != tt.at {
				t.Errorf("At %q", tt.src[d.Rescaling.At.Start:d.Rescaling.At.End])
			}
			if d.Parallelism.Value != tt.par || d.MaxParallelism.Value != tt.max || d.Checkpointing.Enabled.Value != tt.ckpt {
				t.Errorf("par %d max %d ckpt %v", d.Parallelism.Value, d.MaxParallelism.Value, d.Checkpointing.Enabled.Value)
			}
		})
	}
	res := Read("flink-conf.yaml", []byte("a: b # ignore[FL001]\n"))
	if len(res.Comments) != 1 || res.Comments[0].Text != "# ignore[FL001]" {
		t.Errorf("comments %+v", res.Comments)
	}
	if k := Detect("config.yaml", []byte("database: {host: x}\n")); k != "" {
		t.Errorf("generic config.yaml detected as %q", k)
	}
}

func TestSQLScriptArg(t *testing.T) {
	tests := []struct{ arg, want string }{
		{"/opt/flink/usrlib/sql-scripts/orders.sql", "/opt/flink/usrlib/sql-scripts/orders.sql"},
		{"--sql=jobs/x.SQL", "jobs/x.SQL"},
		{"-py", ""},
		{"/opt/flink/usrlib/job.py", ""},
		{"SELECT * FROM t; -- not a path.sql", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := sqlScriptArg(tt.arg); got != tt.want {
			t.Errorf("sqlScriptArg(%q) = %q, want %q", tt.arg, got, tt.want)
		}
	}
}
