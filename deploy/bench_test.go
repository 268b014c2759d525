package deploy

import (
	"fmt"
	"strings"
	"testing"
)

// bigTemplate is a CloudFormation template with n applications.
func bigTemplate(n int) []byte {
	var b strings.Builder
	b.WriteString("Parameters:\n  Scale: {Type: String, Default: \"true\"}\nResources:\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `  App%d:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      ApplicationName: !Sub "app-%d"
      RuntimeEnvironment: FLINK-1_19
      ApplicationConfiguration:
        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: CUSTOM
            AutoScalingEnabled: !Ref Scale
            Parallelism: %d
        EnvironmentProperties:
          PropertyGroups:
            - PropertyGroupId: kinesis.analytics.flink.run.options
              PropertyMap: {python: "apps/%d/main.py"}
`, i, i, i%8+1, i)
	}
	return []byte(b.String())
}

func benchRead(b *testing.B, path string, src []byte) {
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if res := Read(path, src); len(res.Deployments) == 0 {
			b.Fatal("no deployments")
		}
	}
}

func BenchmarkReadCloudFormationYAML(b *testing.B) { benchRead(b, "t.yaml", bigTemplate(200)) }

func BenchmarkReadCloudFormationJSON(b *testing.B) {
	var sb strings.Builder
	sb.WriteString(`{"Resources": {`)
	for i := 0; i < 200; i++ {
		if i > 0 {
			sb.WriteString(",")
		}
		fmt.Fprintf(&sb, `"App%d": {"Type": "AWS::KinesisAnalyticsV2::Application", "Properties": {"RuntimeEnvironment": "FLINK-1_19",
 "ApplicationConfiguration": {"FlinkApplicationConfiguration": {"ParallelismConfiguration": {"ConfigurationType": "CUSTOM", "AutoScalingEnabled": true}}}}}`, i)
	}
	sb.WriteString("}}")
	benchRead(b, "t.json", []byte(sb.String()))
}

func BenchmarkReadOperator(b *testing.B) {
	var sb strings.Builder
	for i := 0; i < 200; i++ {
		fmt.Fprintf(&sb, "---\napiVersion: flink.apache.org/v1beta1\nkind: FlinkDeployment\nmetadata: {name: app%d}\nspec:\n  flinkVersion: v1_20\n  flinkConfiguration:\n    job.autoscaler.enabled: \"true\"\n  job:\n    args: [\"-py\", \"/opt/flink/usrlib/main%d.py\"]\n", i, i)
	}
	benchRead(b, "k8s.yaml", []byte(sb.String()))
}

func BenchmarkReadTypeScriptCDK(b *testing.B) {
	benchRead(b, "stack.ts", []byte(strings.Repeat(strings.Replace(tsAlpha, "PROPS_HERE", "autoScalingEnabled: true,", 1), 20)))
}

func BenchmarkReadTerraform(b *testing.B) {
	files := []File{{Path: "m/main.tf", Src: []byte(strings.Repeat(strings.ReplaceAll(tfMain, `"app"`, `"app%d"`), 1))}, {Path: "m/variables.tf", Src: []byte(tfVars)}, {Path: "m/prod.tfvars", Src: []byte("autoscale = true\n")}}
	var main strings.Builder
	for i := 0; i < 100; i++ {
		main.WriteString(strings.Replace(tfMain, `"app"`, fmt.Sprintf(`"app%d"`, i), 1))
	}
	files[0].Src = []byte(main.String())
	b.SetBytes(int64(main.Len()))
	b.ReportAllocs()
	for b.Loop() {
		if res := ReadTerraform(files); len(res.Deployments) != 100 {
			b.Fatalf("%d deployments", len(res.Deployments))
		}
	}
}

func BenchmarkDetect(b *testing.B) {
	src := []byte(strings.Repeat("some: ordinary\nyaml: file\n", 2000))
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		Detect("values.yaml", src)
	}
}
