package rules

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL030 flags AutoScalingEnabled / Parallelism / ParallelismPerKPU written
// beside ConfigurationType DEFAULT, which the service ignores.
var FL030 = newRule(fl030Doc, runFL030, model.Analyzer)

var fl030Doc = Doc{
	ID:           "FL030",
	Name:         "aws-parallelism-settings-ignored",
	Summary:      "AWS Managed Flink ignores AutoScalingEnabled, Parallelism and ParallelismPerKPU unless ConfigurationType is CUSTOM",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "aws", "autoscaling"},
	Explanation: `
In an AWS Managed Service for Apache Flink application (CloudFormation
` + "`AWS::KinesisAnalyticsV2::Application`" + `, Terraform ` + "`aws_kinesisanalyticsv2_application`" + `, CDK
` + "`CfnApplication`" + `, ` + "`aws kinesisanalyticsv2`" + ` CLI JSON) the fields ` + "`AutoScalingEnabled`" + `, ` + "`Parallelism`" + ` and
` + "`ParallelismPerKPU`" + ` of ` + "`ParallelismConfiguration`" + ` take effect only when ` + "`ConfigurationType`" + ` is
` + "`CUSTOM`" + `. With ` + "`DEFAULT`" + ` the service defaults apply whatever the block says: automatic scaling
**on**, ` + "`Parallelism`" + ` 1, ` + "`ParallelismPerKPU`" + ` 1.

The trap: ` + "`ConfigurationType: DEFAULT`" + ` with ` + "`AutoScalingEnabled: false`" + ` reads as "autoscaling off" but
the application still autoscales, so anything that cannot survive a rescale (FLINK-31689, see FL001)
breaks in production.

Sources: the CloudFormation ParallelismConfiguration reference and the Terraform provider docs ("Set
this attribute to CUSTOM in order for any specified auto_scaling_enabled, parallelism, or
parallelism_per_kpu attribute values to be effective"); AWS "Use automatic scaling" (enabled by default).
`,
	Levels: `
- ` + "`error`" + `: ` + "`AutoScalingEnabled: false`" + ` is written beside ` + "`DEFAULT`" + ` (the application autoscales although the config says it does not).
- ` + "`warning`" + `: other ignored fields (` + "`Parallelism`" + `, ` + "`ParallelismPerKPU`" + `, ` + "`AutoScalingEnabled: true`" + `).
`,
	Examples: []Example{{Path: "app.yaml", Lang: "yaml", Code: `Resources:
  App:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      RuntimeEnvironment: FLINK-1_20
      ApplicationConfiguration:
        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: DEFAULT
            AutoScalingEnabled: false
            Parallelism: 4`}},
	Fix: `
Set ` + "`ConfigurationType: CUSTOM`" + ` so the written values take effect (flinklint offers this as a suggested fix
when the value is a literal in the file), or delete the ignored fields if the service defaults are what you want.
With ` + "`CUSTOM`" + ` and no ` + "`AutoScalingEnabled`" + `, automatic scaling is off.
`,
	References: []string{
		"https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-properties-kinesisanalyticsv2-application-parallelismconfiguration.html",
		"https://docs.aws.amazon.com/managed-flink/latest/java/how-scaling-auto.html",
		"https://registry.terraform.io/providers/hashicorp/aws/latest/docs/resources/kinesisanalyticsv2_application",
	},
	Sources: []string{
		"AWS CloudFormation User Guide, AWS::KinesisAnalyticsV2::Application ParallelismConfiguration (https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-properties-kinesisanalyticsv2-application-parallelismconfiguration.html), ConfigurationType: CUSTOM is required to change AutoScalingEnabled, Parallelism or ParallelismPerKPU; allowed values CUSTOM, DEFAULT",
		"AWS Managed Service for Apache Flink Developer Guide, Use automatic scaling (https://docs.aws.amazon.com/managed-flink/latest/java/how-scaling-auto.html): automatic scaling is enabled by default",
		"AWS Managed Service for Apache Flink Developer Guide, Implement application scaling (https://docs.aws.amazon.com/managed-flink/latest/java/how-scaling.html): Parallelism and ParallelismPerKPU both default to 1",
	},
}

func runFL030(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, d := range m.Deployments {
		p := d.AWS
		if p == nil || !p.Present {
			continue
		}
		ct := p.ConfigurationType
		if !ct.Set || ct.Hole || !lowerEq(ct.Value, "DEFAULT") {
			continue
		}
		var ignored []string
		var related []analysis.RelatedInformation
		if f := p.AutoScalingEnabled; f.Set {
			ignored = append(ignored, "AutoScalingEnabled")
			pos, end := factLine(m, d, f)
			related = append(related, analysis.RelatedInformation{Pos: pos, End: end, Message: "ignored: ConfigurationType is DEFAULT"})
		}
		if f := p.Parallelism; f.Set {
			ignored = append(ignored, "Parallelism")
			pos, end := factLine(m, d, f)
			related = append(related, analysis.RelatedInformation{Pos: pos, End: end, Message: "ignored: ConfigurationType is DEFAULT (the service uses 1)"})
		}
		if f := p.ParallelismPerKPU; f.Set {
			ignored = append(ignored, "ParallelismPerKPU")
			pos, end := factLine(m, d, f)
			related = append(related, analysis.RelatedInformation{Pos: pos, End: end, Message: "ignored: ConfigurationType is DEFAULT (the service uses 1)"})
		}
		if len(ignored) == 0 {
			continue
		}
		for i := range ignored {
			ignored[i] = d.AWSText(ignored[i])
		}
		for i := range related {
			related[i].Message = d.AWSText(related[i].Message)
		}
		pos, end := factLine(m, d, ct)
		level := finding.Warning
		as := p.AutoScalingEnabled
		what := strings.Join(ignored, ", ")
		msg := fmt.Sprintf("application %q: %s %s ignored because ConfigurationType is DEFAULT "+
			"(the service defaults apply: automatic scaling on, Parallelism 1, ParallelismPerKPU 1); set ConfigurationType: CUSTOM",
			depName(d), what, isAre(len(ignored)))
		if as.Set && !as.Hole && !as.Value {
			level = finding.Error
			msg = fmt.Sprintf("application %q still autoscales: AutoScalingEnabled false is ignored because ConfigurationType is DEFAULT "+
				"(the service default is automatic scaling on); set ConfigurationType: CUSTOM to turn autoscaling off", depName(d))
			if len(ignored) > 1 {
				msg += " (" + what + " are all ignored)"
			}
		}
		diag := analysis.Diagnostic{Pos: pos, End: end, Message: d.AWSText(msg), Related: related}
		if ct.Path == "" {
			if fix, ok := renameFix(d, ct.Span, ct.Value, "CUSTOM", d.AWSText("Set ConfigurationType to CUSTOM so "+what+" take effect")); ok {
				diag.SuggestedFixes = append(diag.SuggestedFixes, fix)
			}
		}
		m.Report(pass, level, diag)
	}
	return nil, nil
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}
