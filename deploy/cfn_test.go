package deploy

import (
	"strings"
	"testing"
)

// at returns the span of the n-th (0-based) occurrence of sub in src.
func at(t *testing.T, src, sub string, n int) Span {
	t.Helper()
	off := 0
	for i := 0; ; i++ {
		j := strings.Index(src[off:], sub)
		if j < 0 {
			t.Fatalf("%q not found (occurrence %d)", sub, n)
		}
		if i == n {
			return Span{off + j, off + j + len(sub)}
		}
		off += j + len(sub)
	}
}

func only(t *testing.T, res *Result) *Deployment {
	t.Helper()
	if len(res.Deployments) != 1 {
		t.Fatalf("got %d deployments, want 1; problems: %v", len(res.Deployments), res.Problems)
	}
	return res.Deployments[0]
}

const cfnHead = `AWSTemplateFormatVersion: "2010-09-09"
Resources:
  FlinkApp:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      ApplicationName: orders
      RuntimeEnvironment: FLINK-1_19
      ServiceExecutionRole: !GetAtt Role.Arn
      ApplicationConfiguration:
`

func TestCloudFormationRescaling(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		want   Tri
		at     string // text of Rescaling.At
		whyHas string
		par    int
		parSet bool
	}{
		{
			name: "custom autoscaling true",
			src: cfnHead + `        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: CUSTOM
            AutoScalingEnabled: true
            Parallelism: 4
`,
			want: Yes, at: "AutoScalingEnabled: true", whyHas: "AutoScalingEnabled true", par: 4, parSet: true,
		},
		{
			name: "custom autoscaling false",
			src: cfnHead + `        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: CUSTOM
            AutoScalingEnabled: false
`,
			want: No, at: "AutoScalingEnabled: false", whyHas: "off", par: 1,
		},
		{
			name: "custom without autoscaling key",
			src: cfnHead + `        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: CUSTOM
            Parallelism: 2
`,
			want: Unknown, at: "ConfigurationType: CUSTOM", whyHas: "AWS documents no default", par: 2, parSet: true,
		},
		{
			name: "trap: DEFAULT with AutoScalingEnabled false",
			src: cfnHead + `        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: DEFAULT
            AutoScalingEnabled: false
            Parallelism: 8
`,
			want: Yes, at: "ConfigurationType: DEFAULT", whyHas: "AutoScalingEnabled and Parallelism beside it are ignored", par: 1,
		},
		{
			name: "no parallelism block",
			src: cfnHead + `        ApplicationSnapshotConfiguration:
          SnapshotsEnabled: true
`,
			want: Yes, whyHas: "service default", par: 1,
		},
		{
			name: "autoscaling through a parameter default",
			src: `Parameters:
  Scale:
    Type: String
    Default: "true"
` + cfnHead + `        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: CUSTOM
            AutoScalingEnabled: !Ref Scale
`,
			want: Yes, at: "AutoScalingEnabled: !Ref Scale", whyHas: "the default of parameter Scale", par: 1,
		},
		{
			name: "autoscaling from a parameter without default",
			src: `Parameters:
  Scale:
    Type: String
` + cfnHead + `        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: CUSTOM
            AutoScalingEnabled: !Ref Scale
`,
			want: Unknown, at: "AutoScalingEnabled: !Ref Scale", whyHas: "not known statically", par: 1,
		},
		{
			name: "whole block from Fn::If",
			src: cfnHead + `        FlinkApplicationConfiguration:
          ParallelismConfiguration: !If [IsProd, {ConfigurationType: DEFAULT}, {ConfigurationType: CUSTOM}]
`,
			want: Unknown, at: "!If [IsProd, {ConfigurationType: DEFAULT}, {ConfigurationType: CUSTOM}]", whyHas: "not known statically", par: 0,
		},
		{
			name: "configuration type from Sub",
			src: `Parameters:
  Kind: {Type: String, Default: STOM}
` + cfnHead + `        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: !Sub "CU${Kind}"
            AutoScalingEnabled: false
`,
			want: No, at: "AutoScalingEnabled: false", par: 1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := Read("infra/app.yaml", []byte(tt.src))
			d := only(t, res)
			r := d.Rescaling
			if r.Rescales != tt.want {
				t.Errorf("Rescales = %v, want %v (why: %s)", r.Rescales, tt.want, r.Why)
			}
			if tt.at != "" {
				if got := tt.src[r.At.Start:r.At.End]; got != tt.at {
					t.Errorf("At = %q, want %q", got, tt.at)
				}
			} else if r.At != d.Span {
				t.Errorf("At = %v, want the resource %v", r.At, d.Span)
			}
			if !strings.Contains(r.Why, tt.whyHas) {
				t.Errorf("Why = %q, want it to contain %q", r.Why, tt.whyHas)
			}
			if d.Parallelism.Value != tt.par || d.Parallelism.Set != tt.parSet {
				t.Errorf("Parallelism = %+v, want %d set=%v", d.Parallelism, tt.par, tt.parSet)
			}
			if d.Name != "orders" || d.FlinkVersion.Value != "1.19" || d.Runtime.Value != "FLINK-1_19" {
				t.Errorf("name %q version %q runtime %q", d.Name, d.FlinkVersion.Value, d.Runtime.Value)
			}
			if got := tt.src[d.Runtime.Span.Start:d.Runtime.Span.End]; got != "FLINK-1_19" {
				t.Errorf("runtime span %q", got)
			}
			if got := tt.src[d.Runtime.KeySpan.Start:d.Runtime.KeySpan.End]; got != "RuntimeEnvironment" {
				t.Errorf("runtime key span %q", got)
			}
		})
	}
}

func TestCloudFormationFacts(t *testing.T) {
	src := "\ufeff" + `# flinklint: ignore[FL001]
Resources:
  App:
    Type: "AWS::KinesisAnalyticsV2::Application"
    Properties:
      RuntimeEnvironment: 'FLINK-2_2'
      ApplicationConfiguration:
        FlinkApplicationConfiguration:
          CheckpointConfiguration:
            ConfigurationType: CUSTOM
            CheckpointingEnabled: true
            CheckpointInterval: 30000
        ApplicationSnapshotConfiguration: {SnapshotsEnabled: false}
        EnvironmentProperties:
          PropertyGroups:
            - PropertyGroupId: kinesis.analytics.flink.run.options
              PropertyMap:
                python: "src/main.py"   # the entry point
                jarfile: lib/deps.jar
            - PropertyGroupId: app
              PropertyMap: {"bucket": "s3://x", n: 3}
`
	res := Read("app.yaml", []byte(src))
	d := only(t, res)
	if d.Name != "App" || d.FlinkVersion.Value != "2.2" {
		t.Errorf("name %q version %q", d.Name, d.FlinkVersion.Value)
	}
	if s := d.Runtime.Span; src[s.Start:s.End] != "'FLINK-2_2'" {
		t.Errorf("runtime span %q", src[s.Start:s.End])
	}
	if d.Checkpointing.Enabled.Value != Yes || d.Checkpointing.Interval.Value != "30000" {
		t.Errorf("checkpointing %+v", d.Checkpointing)
	}
	if d.Snapshots.Value != No || src[d.Snapshots.Span.Start:d.Snapshots.Span.End] != "false" {
		t.Errorf("snapshots %+v", d.Snapshots)
	}
	if len(d.EntryPoints) != 2 || d.EntryPoints[0].Kind != PythonFile || d.EntryPoints[0].Value != "src/main.py" {
		t.Fatalf("entry points %+v", d.EntryPoints)
	}
	if s := d.EntryPoints[0].Span; src[s.Start:s.End] != `"src/main.py"` {
		t.Errorf("entry span %q", src[s.Start:s.End])
	}
	if len(d.Jars) != 1 || d.Jars[0].Value != "lib/deps.jar" {
		t.Errorf("jars %+v", d.Jars)
	}
	if len(d.PropertyGroups) != 2 || len(d.PropertyGroups[1].Properties) != 2 {
		t.Fatalf("groups %+v", d.PropertyGroups)
	}
	p := d.PropertyGroups[1].Properties[1]
	if p.Key != "n" || p.Value != "3" || src[p.KeySpan.Start:p.KeySpan.End] != "n" || src[p.Span.Start:p.Span.End] != "3" {
		t.Errorf("property %+v", p)
	}
	if d.Rescaling.Rescales != Yes {
		t.Errorf("rescaling %+v", d.Rescaling)
	}
	if len(res.Comments) != 2 || res.Comments[0].Text != "# flinklint: ignore[FL001]" || res.Comments[1].Text != "# the entry point" {
		t.Errorf("comments %+v", res.Comments)
	}
}

func TestCloudFormationJSON(t *testing.T) {
	src := `{
  "Parameters": {"AS": {"Type": "String", "Default": "false"}},
  "Resources": {
    "App": {
      "Type": "AWS::KinesisAnalytics::ApplicationV2",
      "Properties": {
        "ApplicationName": {"Fn::Sub": "${AWS::StackName}-app"},
        "RuntimeEnvironment": "FLINK-1_20",
        "ApplicationConfiguration": {
          "FlinkApplicationConfiguration": {
            "ParallelismConfiguration": {
              "ConfigurationType": "CUSTOM",
              "AutoScalingEnabled": {"Ref": "AS"},
              "Parallelism": 3,
              "ParallelismPerKPU": 2
            },
            "CheckpointConfiguration": {"ConfigurationType": "DEFAULT"}
          },
          "EnvironmentProperties": {"PropertyGroups": [
            {"PropertyGroupId": "kinesis.analytics.flink.run.options", "PropertyMap": {"python": "é/main.py"}}
          ]}
        }
      }
    }
  }
}`
	res := Read("stack.json", []byte(src))
	d := only(t, res)
	if d.Name != "App" || d.FlinkVersion.Value != "1.20" {
		t.Errorf("name %q version %q", d.Name, d.FlinkVersion.Value)
	}
	if d.Rescaling.Rescales != No || src[d.Rescaling.At.Start:d.Rescaling.At.End] != `"AutoScalingEnabled": {"Ref": "AS"}` {
		t.Errorf("rescaling %+v %q", d.Rescaling, src[d.Rescaling.At.Start:d.Rescaling.At.End])
	}
	a := d.AWS
	if !a.Present || a.Parallelism.Value != 3 || a.ParallelismPerKPU.Value != 2 || src[a.ParallelismPerKPU.Span.Start:a.ParallelismPerKPU.Span.End] != "2" {
		t.Errorf("aws %+v", a)
	}
	if got := src[a.Block.Start:a.Block.End]; !strings.HasPrefix(got, "{") || !strings.HasSuffix(got, "}") {
		t.Errorf("block %q", got)
	}
	if d.Checkpointing.Enabled.Value != Yes || d.Checkpointing.Interval.Value != "60000" {
		t.Errorf("checkpointing %+v", d.Checkpointing)
	}
	if s := d.EntryPoints[0].Span; src[s.Start:s.End] != `"é/main.py"` {
		t.Errorf("entry %q", src[s.Start:s.End])
	}
}

func TestReadNeverPanicsOnBrokenYAML(t *testing.T) {
	for _, src := range []string{
		"Resources: {App: {Type: AWS::KinesisAnalyticsV2::Application, Properties: [",
		"Type: AWS::KinesisAnalyticsV2::Application\n\t- x",
		"a: &a [*a, *a]\nType: AWS::KinesisAnalyticsV2::Application",
		"\xff\xfeAWS::KinesisAnalyticsV2::Application",
	} {
		res := Read("x.yaml", []byte(src))
		for _, p := range res.Problems {
			if p.Span.Start < 0 || p.Span.End > len(src) || p.Span.Start > p.Span.End {
				t.Errorf("%q: bad span %v", src, p.Span)
			}
		}
	}
}
