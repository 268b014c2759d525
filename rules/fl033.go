package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL033 flags keys of the AWS PyFlink run-options property group that the
// service does not support or does not know.
var FL033 = newRule(fl033Doc, runFL033, model.Analyzer)

var fl033Doc = Doc{
	ID:           "FL033",
	Name:         "unsupported-aws-python-run-option",
	Summary:      "AWS Managed Flink does not support pyModule, pyExecutable or pyRequirements in kinesis.analytics.flink.run.options",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "aws", "pyflink"},
	Explanation: `
A PyFlink application on AWS Managed Service for Apache Flink names its entry point in the property
group ` + "`kinesis.analytics.flink.run.options`" + `, with the keys ` + "`python`" + ` (the main script inside the
application zip), ` + "`jarfile`" + ` (one fat jar with connectors and Java UDFs), ` + "`pyFiles`" + ` and
` + "`pyArchives`" + `. AWS states that ` + "`pyModule`" + `, ` + "`pyExecutable`" + ` and ` + "`pyRequirements`" + ` are **not supported**
(there is no pip install at deploy time: dependencies go into the zip). Another key in the group
(a typo such as ` + "`Python`" + ` or ` + "`jarFile`" + `) is not one the service documents.

Source: AWS "Create a Python application" (how-python-creating).
`,
	Levels: `
- ` + "`error`" + `: ` + "`pyModule`" + `, ` + "`pyExecutable`" + `, ` + "`pyRequirements`" + ` (documented as unsupported).
- ` + "`warning`" + `: any other key the service does not document (with a did-you-mean when one is close).
`,
	Examples: []Example{{Path: "app.yaml", Lang: "yaml", Code: `Resources:
  App:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      RuntimeEnvironment: FLINK-1_20
      ApplicationConfiguration:
        EnvironmentProperties:
          PropertyGroups:
            - PropertyGroupId: kinesis.analytics.flink.run.options
              PropertyMap:
                pyModule: jobs.main
                jarfile: lib/pyflink-dependencies.jar`}},
	Fix: `
Use ` + "`python`" + ` with the path of the main script inside the zip instead of ` + "`pyModule`" + `; package Python
dependencies into the zip (or ` + "`pyArchives`" + `) instead of ` + "`pyRequirements`" + `; drop ` + "`pyExecutable`" + `.
Correct misspelt keys (flinklint offers the rename as a suggested fix).
`,
	References: []string{"https://docs.aws.amazon.com/managed-flink/latest/java/how-python-creating.html"},
	Sources: []string{
		"AWS Managed Service for Apache Flink Developer Guide, Create your Managed Service for Apache Flink Python application (https://docs.aws.amazon.com/managed-flink/latest/java/how-python-creating.html): kinesis.analytics.flink.run.options takes python, jarfile, pyFiles and pyArchives; pyModule, pyExecutable and pyRequirements are not supported",
	},
}

func runFL033(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	var supported []string
	for _, o := range flink.RunOptions() {
		if o.Supported {
			supported = append(supported, o.Key)
		}
	}
	for _, d := range m.Deployments {
		for _, g := range d.PropertyGroups {
			if g.ID != flink.RunOptionsGroup {
				continue
			}
			for _, p := range g.Properties {
				pos, end := depSpan(m, d, p.KeySpan)
				if p.KeySpan.End <= p.KeySpan.Start {
					pos, end = depSpan(m, d, propLine(p))
				}
				diag := analysis.Diagnostic{Pos: pos, End: end}
				if o, ok := flink.LookupRunOption(p.Key); ok {
					if o.Supported {
						continue
					}
					diag.Message = fmt.Sprintf("application %q: run option %q is not supported by AWS Managed Flink (%s)", depName(d), p.Key, o.Note)
					m.Report(pass, finding.Error, diag)
					continue
				}
				diag.Message = fmt.Sprintf("application %q: %q is not a run option AWS Managed Flink documents (python, jarfile, pyFiles, pyArchives)", depName(d), p.Key)
				if s, ok := flink.Suggest(p.Key, supported); ok {
					diag.Message += fmt.Sprintf("; did you mean %q?", s)
					if fix, ok := renameFix(d, p.KeySpan, p.Key, s, fmt.Sprintf("Rename %q to %q", p.Key, s)); ok {
						diag.SuggestedFixes = append(diag.SuggestedFixes, fix)
					}
				}
				m.Report(pass, finding.Warning, diag)
			}
		}
	}
	return nil, nil
}
