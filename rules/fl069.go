package rules

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL069 flags the YARN per-job deployment mode (execution.target:
// yarn-per-job) where Flink 2.x runs, or is planned to.
var FL069 = newRule(fl069Doc, runFL069, model.Analyzer)

// perJobTarget is the execution.target value of YARN's per-job mode.
const perJobTarget = "yarn-per-job"

var fl069Doc = Doc{
	ID:           "FL069",
	Name:         "per-job-mode-removed-in-2x",
	Summary:      "the per-job deployment mode (execution.target: yarn-per-job), which Flink 2.0 removed",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"migration", "deployment"},
	Explanation: `
Flink 1.x could run a job in its own YARN cluster started by the client, the per-job mode
(` + "`execution.target: yarn-per-job`" + `, deprecated since 1.15). Flink 2.0 removed it: the release notes point
to the application mode instead (` + "`yarn-application`" + `), where the job's ` + "`main()`" + ` runs on the cluster.

flinklint reads ` + "`execution.target`" + ` wherever a key is written: a Flink config file (` + "`flink-conf.yaml`" + `,
` + "`config.yaml`" + `), an operator's ` + "`flinkConfiguration`" + `, SQL ` + "`SET`" + ` and PyFlink configuration calls.
`,
	Levels: `
- ` + "`error`" + `: the Flink line there is 2.x.
- ` + "`warning`" + `: it is 1.x and a planned target is given (` + "`--target-flink`" + `, ` + "`target-flink:`" + `).
`,
	Examples: []Example{
		{Path: ".flinklint.yaml", Lang: "yaml", Code: `flink-version: "2.0"`},
		{Path: "conf/config.yaml", Lang: "yaml", Code: `execution:
  target: yarn-per-job
parallelism:
  default: 4`},
	},
	Fix: `
Submit the job in application mode (` + "`execution.target: yarn-application`" + `, or ` + "`flink run-application -t yarn-application`" + `);
a SQL job without a jar of its own can go through the SQL gateway, which runs application mode from 2.0 on.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-release-2.0/release-notes/flink-2.0/",
	},
	Sources: []string{
		"apache/flink docs/content/release-notes/flink-2.0.md, Highlight Breaking Changes / Misc: the per-job deployment mode has been removed, use the application mode; Table & SQL / FLINK-36702: the SQL gateway runs application mode as its replacement",
		"apache/flink flink-yarn/src/main/java/org/apache/flink/yarn/configuration/YarnDeploymentTarget.java (1.x): PER_JOB is the execution.target value yarn-per-job",
	},
}

func runFL069(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	report := func(pos, end token.Pos, target upgradeTarget) {
		if seen[pos] {
			return
		}
		seen[pos] = true
		m.Report(pass, target.level, analysis.Diagnostic{Pos: pos, End: end,
			Message: fmt.Sprintf("execution.target %s is the per-job mode, which %s no longer has (removed in 2.0): use yarn-application", perJobTarget, target.label)})
	}
	for _, d := range m.Deployments {
		target, ok := upgradeTargetOfDeployment(m, d)
		if !ok {
			continue
		}
		for _, p := range d.FlinkConfig {
			if p.Known && p.Path == "" && flink.CanonicalConfigKey(p.Key) == "execution.target" && strings.EqualFold(strings.TrimSpace(p.Value), perJobTarget) {
				pos, end := depSpan(m, d, propLine(p))
				report(pos, end, target)
			}
		}
	}
	for _, job := range m.Jobs {
		target, ok := upgradeTargetOf(m, job)
		if !ok {
			continue
		}
		for _, o := range job.Settings {
			if !o.Hole && o.Key == "execution.target" && strings.EqualFold(strings.TrimSpace(o.Value), perJobTarget) {
				report(o.Pos, o.End, target)
			}
		}
	}
	return nil, nil
}
