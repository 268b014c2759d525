package rules

import (
	"fmt"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL032 notes an autoscaled job that leaves max parallelism to Flink's
// default.
var FL032 = newRule(fl032Doc, runFL032, model.Analyzer)

var fl032Doc = Doc{
	ID:           "FL032",
	Name:         "max-parallelism-unset-with-autoscaling",
	Summary:      "an autoscaled job without an explicit max parallelism gets one derived from its first parallelism (128 up to parallelism 85) and cannot raise it later without losing keyed state",
	DefaultLevel: finding.Note,
	Since:        "0.1.0",
	Tags:         []string{"autoscaling", "state", "reliability"},
	Explanation: `
Max parallelism is the number of key groups of keyed state: no rescale, automatic or manual, can take
an operator above it. When neither the job (` + "`pipeline.max-parallelism`" + `, ` + "`env.set_max_parallelism(n)`" + `)
nor the deployment sets it, Flink derives it per operator as
` + "`min(max(roundUpToPowerOfTwo(p + p/2), 128), 32768)`" + ` (` + "`KeyGroupRangeAssignment.computeDefaultMaxParallelism`" + `):
a job first started at parallelism up to 85 gets **128**. Changing max parallelism later is not
compatible with the existing keyed state, so raising the cap means starting without state.

flinklint notes it when a linked deployment autoscales (AWS Managed Flink autoscaling, the Kubernetes
operator autoscaler, reactive mode) and no max parallelism is set anywhere flinklint can see.
On AWS, autoscaling stops at ` + "`ParallelismPerKPU`" + ` x the application's KPU limit. AWS does not document one
default for that limit: its scaling page (how-scaling.html) says 64, other AWS text says 32. flinklint takes
the larger figure and stays quiet only when even 64 KPUs cannot exceed the derived max parallelism (for
example ` + "`ParallelismPerKPU: 1`" + `); a raised KPU quota is not visible in the config. The level is ` + "`note`" + `: AWS's own wording on max
parallelism ("maxParallelism considerations") was not confirmed.
`,
	Examples: []Example{
		{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders (id STRING, amount INT) WITH ('connector' = 'datagen');
CREATE TABLE totals (id STRING, total INT) WITH ('connector' = 'print');
INSERT INTO totals SELECT id, SUM(amount) FROM orders GROUP BY id;`},
		{Path: "deployment.yaml", Lang: "yaml", Code: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: totals
spec:
  flinkVersion: v1_20
  flinkConfiguration:
    job.autoscaler.enabled: "true"
  job:
    jarURI: local:///opt/flink/usrlib/sql-runner.jar
    args: ["/opt/flink/usrlib/sql-scripts/job.sql"]`},
	},
	Fix: `
Set a max parallelism that leaves room to scale, once, before the job's first production start:
` + "`SET 'pipeline.max-parallelism' = '720';`" + `, ` + "`env.set_max_parallelism(720)`" + `, or
` + "`pipeline.max-parallelism`" + ` in the deployment's Flink configuration. Pick a number with many divisors
(720, 1440) so key groups spread evenly, and keep it stable afterwards.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/datastream/execution/parallel/#setting-the-maximum-parallelism",
		"https://docs.aws.amazon.com/managed-flink/latest/java/how-scaling.html",
	},
	Sources: []string{
		"apache/flink flink-runtime/src/main/java/org/apache/flink/runtime/state/KeyGroupRangeAssignment.java, computeDefaultMaxParallelism: min(max(roundUpToPowerOfTwo(p + p/2), 128), 32768) (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink flink-runtime/src/main/java/org/apache/flink/runtime/checkpoint/StateAssignmentOperation.java, checkParallelismPreconditions: a restore fails when the parallelism exceeds the state's max parallelism, or when the max parallelism changed and cannot be taken from the state (release-2.2.1-rc2)",
		"AWS Managed Service for Apache Flink Developer Guide, Implement application scaling (https://docs.aws.amazon.com/managed-flink/latest/java/how-scaling.html): the Parallelism limit is ParallelismPerKPU times the KPU limit, whose default the page gives as 64; other AWS text gives 32, so flinklint assumes the larger (it then stays quiet in fewer cases, never in more)",
	},
}

func runFL032(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, job := range m.Jobs {
		if batch, _ := job.Batch(); batch || job.Settings.Get("pipeline.max-parallelism") != nil {
			continue
		}
		scaling, reactive := rescalingLinks(job)
		for _, d := range append(scaling, reactive...) {
			if d.MaxParallelism.Set {
				continue
			}
			if _, ok := d.Config("pipeline.max-parallelism"); ok {
				continue
			}
			if hasMaxParallelismElsewhere(job) {
				break
			}
			start := 1
			if s := job.Settings.Get("parallelism.default"); s != nil && !s.Hole {
				if n, err := strconv.Atoi(s.Value); err == nil {
					start = n
				}
			} else if d.Parallelism.Value > 0 && !d.Parallelism.Hole {
				start = d.Parallelism.Value
			}
			if awsCannotReach(d, flink.DefaultMaxParallelism(start)) {
				continue
			}
			r := d.Rescaling
			p := d.Path
			if r.AtPath != "" {
				p = r.AtPath
			}
			pos, end := m.Range(p, r.At.Start, r.At.End)
			if !pos.IsValid() {
				pos, end = depSpan(m, d, d.Span)
			}
			m.Report(pass, finding.Note, analysis.Diagnostic{
				Pos: pos, End: end,
				Message: fmt.Sprintf("deployment %q rescales job %s, which sets no max parallelism: Flink derives %d "+
					"(for a start at parallelism %d), rescaling can never go past it, and raising it later loses keyed state; "+
					"set 'pipeline.max-parallelism' (e.g. 720) in the job or the deployment",
					depName(d), job.Name, flink.DefaultMaxParallelism(start), start),
				Related: []analysis.RelatedInformation{{Pos: job.Entry.Pos(0), End: job.Entry.Pos(0), Message: "the job " + job.Name}},
			})
		}
	}
	return nil, nil
}

// hasMaxParallelismElsewhere tells whether the job sets max parallelism on
// its operators (DataStream set_max_parallelism) in a way the settings do
// not show: flinklint then stays quiet.
func hasMaxParallelismElsewhere(job *model.Job) bool {
	f := job.Entry
	// An operator's set_max_parallelism is an APICall whether or not the
	// extractor tied it to an operator chain.
	return f != nil && f.Python != nil && f.Python.Called("set_max_parallelism")
}

// awsDefaultMaxKPUs bounds the KPU limit of a Managed Flink application
// without a raised quota. AWS documents the default inconsistently (64 on
// how-scaling.html, 32 elsewhere): the larger figure keeps FL032 quiet only
// where no reading of the documentation lets autoscaling reach the cap.
const awsDefaultMaxKPUs = 64

// awsCannotReach reports whether an AWS application's autoscaling cannot
// reach max parallelism limit under the default KPU quota.
func awsCannotReach(d *model.Deployment, limit int) bool {
	p := d.AWS
	if p == nil {
		return false
	}
	ppk := 1
	if p.Present && lowerEq(p.ConfigurationType.Value, "CUSTOM") && p.ParallelismPerKPU.Set {
		if p.ParallelismPerKPU.Hole {
			return false
		}
		ppk = p.ParallelismPerKPU.Value
	}
	return ppk*awsDefaultMaxKPUs <= limit
}
