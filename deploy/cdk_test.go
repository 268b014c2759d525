package deploy

import (
	"strings"
	"testing"
)

const tsAlpha = `import * as cdk from 'aws-cdk-lib';
import * as path from 'path';
import * as flink from '@aws-cdk/aws-kinesisanalytics-flink-alpha';

// flinklint: ignore[FL002]
const runOptions = { python: 'main.py', jarfile: "lib/deps.jar" };

export class Stack extends cdk.Stack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new flink.Application(this, 'Orders', {
      code: flink.ApplicationCode.fromAsset(path.join(__dirname, '../../app')),
      runtime: flink.Runtime.FLINK_1_19,
      PROPS_HERE
      propertyGroups: {
        'kinesis.analytics.flink.run.options': runOptions,
        app: { bucket: ` + "`s3://${'b'}`" + ` },
      },
      checkpointInterval: cdk.Duration.seconds(30),
    });
  }
}
`

func TestTypeScriptCDK(t *testing.T) {
	tests := []struct {
		name   string
		props  string
		want   Tri
		at     string
		whyHas string
		par    int
	}{
		{"trap: no autoscaling prop", "", Yes, "", "defaults it to true", 1},
		{"autoscaling false", "autoScalingEnabled: false,\n      parallelism: 4,", No, "autoScalingEnabled: false", "off", 4},
		{"autoscaling true", "autoScalingEnabled: true,", Yes, "autoScalingEnabled: true", "true", 1},
		{"autoscaling from an unknown", "autoScalingEnabled: props.scale,", Unknown, "autoScalingEnabled: props.scale", "not known", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := strings.Replace(tsAlpha, "PROPS_HERE", tt.props, 1)
			if k := Detect("cdk/lib/stack.ts", []byte(src)); k != CDKTypeScript {
				t.Fatalf("Detect %q", k)
			}
			res := Read("cdk/lib/stack.ts", []byte(src))
			d := only(t, res)
			if d.Rescaling.Rescales != tt.want {
				t.Errorf("Rescales %v want %v (%s)", d.Rescaling.Rescales, tt.want, d.Rescaling.Why)
			}
			if tt.at != "" && src[d.Rescaling.At.Start:d.Rescaling.At.End] != tt.at {
				t.Errorf("At %q", src[d.Rescaling.At.Start:d.Rescaling.At.End])
			}
			if tt.at == "" && !strings.HasPrefix(src[d.Rescaling.At.Start:d.Rescaling.At.End], "{") {
				t.Errorf("At %q, want the props object", src[d.Rescaling.At.Start:d.Rescaling.At.End])
			}
			if !strings.Contains(d.Rescaling.Why, tt.whyHas) {
				t.Errorf("Why %q", d.Rescaling.Why)
			}
			if d.Name != "Orders" || d.FlinkVersion.Value != "1.19" || d.Resource != "Application" || d.Parallelism.Value != tt.par {
				t.Errorf("name %q version %q resource %q parallelism %d", d.Name, d.FlinkVersion.Value, d.Resource, d.Parallelism.Value)
			}
			if got := src[d.Runtime.Span.Start:d.Runtime.Span.End]; got != "flink.Runtime.FLINK_1_19" {
				t.Errorf("runtime span %q", got)
			}
			var kinds []string
			for _, e := range d.EntryPoints {
				kinds = append(kinds, string(e.Kind)+"="+e.Value)
			}
			if strings.Join(kinds, ",") != "asset=../../app,python=main.py,jar=lib/deps.jar" {
				t.Errorf("entry points %v", kinds)
			}
			if d.Checkpointing.Interval.Value != "30000" || d.Checkpointing.Enabled.Value != Yes || d.Snapshots.Value != Yes {
				t.Errorf("checkpointing %+v snapshots %+v", d.Checkpointing, d.Snapshots)
			}
			if len(d.PropertyGroups) != 2 || d.PropertyGroups[1].Properties[0].Value != "s3://b" {
				t.Errorf("groups %+v", d.PropertyGroups)
			}
			if len(res.Comments) != 1 || res.Comments[0].Text != "// flinklint: ignore[FL002]" {
				t.Errorf("comments %+v", res.Comments)
			}
		})
	}
}

func TestTypeScriptCDKL1(t *testing.T) {
	src := `import { aws_kinesisanalyticsv2 as kda } from 'aws-cdk-lib';
import { CfnApplication as App } from 'aws-cdk-lib/aws-appconfig';
const scale = false;
new kda.CfnApplication(this, 'L1', {
  runtimeEnvironment: flink.Runtime.of('FLINK-1_20').toString(),
  serviceExecutionRole: role.roleArn,
  applicationConfiguration: {
    flinkApplicationConfiguration: {
      parallelismConfiguration: {
        configurationType: 'DEFAULT',
        autoScalingEnabled: scale,
      },
    },
    environmentProperties: {
      propertyGroups: [{ propertyGroupId: 'kinesis.analytics.flink.run.options', propertyMap: { python: 'src/job.py' } }],
    },
  },
});
new App(this, 'NotFlink', {});
`
	d := only(t, Read("cdk/stack.ts", []byte(src)))
	if d.Rescaling.Rescales != Yes || src[d.Rescaling.At.Start:d.Rescaling.At.End] != "configurationType: 'DEFAULT'" {
		t.Errorf("%+v", d.Rescaling)
	}
	if !strings.Contains(d.Rescaling.Why, "AutoScalingEnabled beside it is ignored") {
		t.Errorf("why %q", d.Rescaling.Why)
	}
	if d.Name != "L1" || d.Resource != "CfnApplication" || len(d.EntryPoints) != 1 || d.EntryPoints[0].Value != "src/job.py" {
		t.Errorf("%+v", d)
	}
	if !d.Runtime.Hole {
		t.Errorf("runtime through .toString() should be a hole: %+v", d.Runtime)
	}
}

func TestTypeScriptNotCDK(t *testing.T) {
	if k := Detect("src/app.ts", []byte("export const x = 1;")); k != "" {
		t.Errorf("Detect %q", k)
	}
	res := Read("x.ts", []byte("import * as kinesisanalytics from 'x'; new (((((("))
	if len(res.Deployments) != 0 {
		t.Errorf("%+v", res)
	}
}
