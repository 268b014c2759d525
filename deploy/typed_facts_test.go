package deploy

import "testing"

// TestTypedModes pins the typed facts rules decide on: cluster mode,
// scheduler mode and autoscaler state, with the setting that decides.
func TestTypedModes(t *testing.T) {
	const op = "apiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nmetadata: {name: app}\n"
	const cfn = "Resources:\n  App:\n    Type: AWS::KinesisAnalyticsV2::Application\n    Properties:\n      RuntimeEnvironment: FLINK-1_19\n"
	for _, tt := range []struct {
		name, path, src string
		cluster         ClusterMode
		scheduler       SchedulerMode
		autoscaler      Tri
		setting         string
	}{
		{"operator native application", "k8s/app.yaml", op + "spec:\n  job: {jarURI: local:///a.jar}\n  flinkConfiguration: {scheduler-mode: reactive}\n",
			ClusterMode{ApplicationMode, NativeMode}, SchedulerReactive, No, ""},
		{"operator standalone session", "k8s/app.yaml", op + "spec:\n  mode: standalone\n",
			ClusterMode{SessionMode, StandaloneMode}, SchedulerDefault, No, ""},
		{"operator explicit native", "k8s/app.yaml", op + "spec:\n  mode: native\n  job: {jarURI: local:///a.jar}\n  flinkConfiguration: {jobmanager.scheduler: adaptive, job.autoscaler.enabled: \"true\"}\n",
			ClusterMode{ApplicationMode, NativeMode}, SchedulerAdaptive, Yes, "job.autoscaler.enabled"},
		{"operator metrics-only autoscaler", "k8s/app.yaml", op + "spec:\n  flinkConfiguration: {job.autoscaler.enabled: \"true\", job.autoscaler.scaling.enabled: \"false\"}\n",
			ClusterMode{SessionMode, NativeMode}, SchedulerDefault, No, "job.autoscaler.scaling.enabled"},
		{"operator unknown mode", "k8s/app.yaml", op + "spec:\n  mode: \"{{ .Values.mode }}x\"\n",
			ClusterMode{SessionMode, ResourceModeUnknown}, SchedulerDefault, No, ""},
		{"session job", "k8s/job.yaml", "apiVersion: flink.apache.org/v1beta1\nkind: FlinkSessionJob\nmetadata: {name: j}\nspec: {deploymentName: s}\n",
			ClusterMode{SessionMode, ResourceModeUnknown}, SchedulerDefault, No, ""},
		{"flink config", "conf/config.yaml", "scheduler-mode: reactive\n",
			ClusterMode{}, SchedulerReactive, No, ""},
		{"aws default", "app.yaml", cfn, ClusterMode{Job: ApplicationMode}, SchedulerUnknown, Yes, ""},
		{"aws custom off", "app.yaml", cfn + "      ApplicationConfiguration:\n        FlinkApplicationConfiguration:\n          ParallelismConfiguration: {ConfigurationType: CUSTOM, AutoScalingEnabled: false}\n",
			ClusterMode{Job: ApplicationMode}, SchedulerUnknown, No, "AutoScalingEnabled"},
		{"aws custom without the key", "app.yaml", cfn + "      ApplicationConfiguration:\n        FlinkApplicationConfiguration:\n          ParallelismConfiguration: {ConfigurationType: CUSTOM, Parallelism: 2}\n",
			ClusterMode{Job: ApplicationMode}, SchedulerUnknown, Unknown, ""},
		{"aws default type", "app.yaml", cfn + "      ApplicationConfiguration:\n        FlinkApplicationConfiguration:\n          ParallelismConfiguration: {ConfigurationType: DEFAULT}\n",
			ClusterMode{Job: ApplicationMode}, SchedulerUnknown, Yes, "ConfigurationType"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := only(t, Read(tt.path, []byte(tt.src)))
			if d.Cluster != tt.cluster {
				t.Errorf("Cluster = %+v, want %+v", d.Cluster, tt.cluster)
			}
			if d.Scheduler.Value != tt.scheduler {
				t.Errorf("Scheduler = %v, want %v", d.Scheduler.Value, tt.scheduler)
			}
			if undocumented := tt.name == "aws custom without the key"; d.Autoscaler.NoDocumentedDefault != undocumented {
				t.Errorf("NoDocumentedDefault = %v, want %v", d.Autoscaler.NoDocumentedDefault, undocumented)
			}
			if d.Autoscaler.State.Value != tt.autoscaler || d.Autoscaler.Setting != tt.setting {
				t.Errorf("Autoscaler = %v from %q, want %v from %q", d.Autoscaler.State.Value, d.Autoscaler.Setting, tt.autoscaler, tt.setting)
			}
		})
	}
}

func TestSupportsReactive(t *testing.T) {
	for _, tt := range []struct {
		c    ClusterMode
		want Tri
	}{
		{ClusterMode{ApplicationMode, StandaloneMode}, Yes},
		{ClusterMode{ApplicationMode, NativeMode}, No},
		{ClusterMode{SessionMode, StandaloneMode}, No},
		{ClusterMode{SessionMode, ResourceModeUnknown}, No},
		{ClusterMode{ApplicationMode, ResourceModeUnknown}, Unknown},
		{ClusterMode{}, Unknown},
	} {
		if got := tt.c.SupportsReactive(); got != tt.want {
			t.Errorf("%+v.SupportsReactive() = %v, want %v", tt.c, got, tt.want)
		}
	}
}
