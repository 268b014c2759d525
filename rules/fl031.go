package rules

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL031 flags parallelism hard-coded in a job whose deployment autoscales.
var FL031 = newRule(fl031Doc, runFL031, model.Analyzer)

var fl031Doc = Doc{
	ID:           "FL031",
	Name:         "hard-coded-parallelism-with-autoscaling",
	Summary:      "parallelism hard-coded in the job overrides the parallelism an autoscaling deployment gives it",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"autoscaling", "aws", "performance"},
	Explanation: `
A job that sets its parallelism in code — ` + "`env.set_parallelism(4)`" + `, ` + "`SET 'parallelism.default' = '4'`" + `,
` + "`get_config().set(\"parallelism.default\", \"4\")`" + `, or ` + "`.set_parallelism(4)`" + ` on a DataStream operator — while
the deployment that runs it autoscales.

AWS Managed Service for Apache Flink documents that the application's ` + "`Parallelism`" + ` is the default for
"all operators, sources, and sinks … unless they are overridden in the application code"
(how-scaling). A value written in the code therefore wins over the one the service gives the job:
when the service scales the application, the operators pinned in code keep the written parallelism.
AWS's performance guidance suggests deriving operator parallelism from ` + "`env.get_parallelism()`" + ` instead
(a ratio of the current application parallelism).

flinklint does not claim that autoscaling "stops working" (that was not confirmed in AWS's text); it
points at the documented override. The Kubernetes operator's autoscaler is the opposite case: it writes
` + "`pipeline.jobvertex-parallelism-overrides`" + ` for every vertex not in ` + "`job.autoscaler.vertex.exclude.ids`" + `,
and the overrides win over what the code set (flink-kubernetes-operator, JobAutoScalerImpl), so a job it
rescales is not reported.

Values not known statically (read from runtime properties, computed from ` + "`get_parallelism()`" + `) are not flagged.
Under reactive mode explicit parallelism is ignored altogether; FL037 reports that.
`,
	Levels: `
- ` + "`warning`" + `: a linked AWS Managed Flink application autoscales (or ` + "`--assume-autoscaling`" + ` with no linked deployment).
- ` + "`note`" + `: only another non-AWS mechanism (a HorizontalPodAutoscaler on a FlinkDeployment, say) rescales the job.
- no finding: the Kubernetes operator's autoscaler rescales it (its overrides win).
`,
	Examples: []Example{
		{Path: "job.py", Lang: "python", Code: `from pyflink.datastream import StreamExecutionEnvironment

env = StreamExecutionEnvironment.get_execution_environment()
env.set_parallelism(4)`},
		{Path: "app.yaml", Lang: "yaml", Code: `Resources:
  App:
    Type: AWS::KinesisAnalyticsV2::Application
    Properties:
      RuntimeEnvironment: FLINK-1_20
      ApplicationConfiguration:
        FlinkApplicationConfiguration:
          ParallelismConfiguration:
            ConfigurationType: CUSTOM
            AutoScalingEnabled: true
        EnvironmentProperties:
          PropertyGroups:
            - PropertyGroupId: kinesis.analytics.flink.run.options
              PropertyMap:
                python: job.py`},
	},
	Fix: `
Remove the hard-coded parallelism and let the deployment decide (AWS ` + "`Parallelism`" + ` /
` + "`ParallelismPerKPU`" + `, operator ` + "`job.parallelism`" + `), or derive operator parallelism from
` + "`env.get_parallelism()`" + ` so it follows the application's. If the operator must stay fixed (a
non-parallel source), suppress the finding with a reason.
`,
	References: []string{
		"https://docs.aws.amazon.com/managed-flink/latest/java/how-scaling.html",
		"https://docs.aws.amazon.com/managed-flink/latest/java/performance-improving.html",
	},
	Sources: []string{
		"AWS Managed Service for Apache Flink Developer Guide, Implement application scaling (https://docs.aws.amazon.com/managed-flink/latest/java/how-scaling.html): Parallelism is the parallelism of all operators, sources and sinks unless the application code overrides it",
		"AWS Managed Service for Apache Flink Developer Guide, Performance best practices (https://docs.aws.amazon.com/managed-flink/latest/java/performance-improving.html), Manage operator scaling properly: operators without an explicit parallelism use the application's",
		"apache/flink-kubernetes-operator flink-autoscaler/src/main/java/org/apache/flink/autoscaler/JobAutoScalerImpl.java, applyParallelismOverrides: the autoscaler's overrides replace the user's pipeline.jobvertex-parallelism-overrides, except for vertices in job.autoscaler.vertex.exclude.ids (release-1.7.0, release-1.15.0)",
		"apache/flink flink-runtime/src/main/java/org/apache/flink/runtime/dispatcher/Dispatcher.java, applyParallelismOverrides: each vertex listed in pipeline.jobvertex-parallelism-overrides gets that parallelism, whatever the job graph says (release-1.20.4, release-2.2.1-rc2)",
	},
}

func runFL031(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, job := range m.Jobs {
		scaling, _ := rescalingLinks(job)
		// Under the operator autoscaler the code's parallelism does not win:
		// the autoscaler's per-vertex overrides do (Rescaling.OverridesCode).
		var pinnable []*model.Deployment
		for _, d := range scaling {
			if !d.Rescaling.OverridesCode {
				pinnable = append(pinnable, d)
			}
		}
		if len(pinnable) < len(scaling) {
			continue
		}
		level, why, related := fl031Scaling(m, pinnable)
		if level == "" && len(job.Deployments) == 0 && m.Options.AssumeAutoscaling {
			level, why = finding.Warning, "the deployment autoscales (--assume-autoscaling)"
		}
		if level == "" {
			continue
		}
		for _, p := range fl031Pins(job) {
			m.Report(pass, level, analysis.Diagnostic{
				Pos: p.pos, End: p.end, Related: append(p.related, related...),
				Message: fmt.Sprintf("%s pins parallelism to %s while %s; parallelism set in the job overrides the "+
					"parallelism the deployment gives it, so these operators keep %s when it rescales. "+
					"Remove it or derive it from env.get_parallelism()", p.what, p.value, why, p.value),
			})
		}
	}
	return nil, nil
}

// fl031Scaling picks the level from the rescaling deployments: AWS
// applications document the override, others do not.
func fl031Scaling(m *model.Model, scaling []*model.Deployment) (finding.Level, string, []analysis.RelatedInformation) {
	var level finding.Level
	why := ""
	var related []analysis.RelatedInformation
	for _, d := range scaling {
		related = append(related, rescaleRelated(m, d))
		switch {
		case isAWSKind(d.Kind) && level != finding.Warning:
			level, why = finding.Warning, fmt.Sprintf("deployment %q autoscales", depName(d))
		case level == "":
			level, why = finding.Note, fmt.Sprintf("deployment %q rescales the job", depName(d))
		}
	}
	return level, why, related
}

// pin is one place a job hard-codes parallelism.
type pin struct {
	pos, end token.Pos
	what     string
	value    string
	related  []analysis.RelatedInformation // where a helper function makes the setting
}

// fl031Pins lists the job's known parallelism.default setting (the one in
// effect) and every DataStream operator with a known set_parallelism.
func fl031Pins(job *model.Job) []pin {
	var out []pin
	if s := job.Settings.Get("parallelism.default"); s != nil && !s.Hole {
		what := "'parallelism.default'"
		if s.Origin == model.FromPython && s.File != nil && isSetParallelismCall(s) {
			what = "set_parallelism()"
		}
		p := pin{pos: s.Pos, end: s.End, what: what, value: s.Value}
		if s.HelperPos.IsValid() {
			p.related = settingRelated(s, "")[1:]
		}
		out = append(out, p)
	}
	if f := job.Entry; f != nil && f.Python != nil {
		for _, op := range f.Python.Operators {
			p := op.Parallelism
			if p == nil || !p.Known {
				continue
			}
			out = append(out, pin{pos: f.Pos(p.Span.Start), end: f.Pos(p.Span.End), what: "operator " + op.Method + "().set_parallelism()", value: p.Value})
		}
	}
	return out
}

// isSetParallelismCall tells env.set_parallelism(n) from a config call by
// the API that made the setting.
func isSetParallelismCall(s *model.Option) bool { return s.API == "set_parallelism" }
