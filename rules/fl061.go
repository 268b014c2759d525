package rules

import (
	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL061 flags a configuration key the job's Flink 2.x line reads only as a
// deprecated or fallback key of another option: it works, under a name
// on its way out.
var FL061 = newRule(fl061Doc, runFL061, model.Analyzer)

var fl061Doc = Doc{
	ID:           "FL061",
	Name:         "config-key-deprecated-in-2x",
	Summary:      "a configuration key the job's Flink 2.x line reads only as a deprecated or fallback key: rename it to the option's key",
	DefaultLevel: finding.Note,
	Since:        "0.1.0",
	Tags:         []string{"migration", "configuration", "deprecation"},
	Explanation: `
Many keys a Flink 1.x job writes (` + "`state.checkpoints.dir`" + `, ` + "`state.backend`" + `, ` + "`restart-strategy`" + `,
` + "`execution.checkpointing.unaligned`" + `) are read by Flink 2.x only as deprecated or fallback keys of renamed
options (` + "`execution.checkpointing.dir`" + `, ` + "`state.backend.type`" + `, ...). They still work, but Flink removes
deprecated keys after a few releases (the 2.0 release notes: ` + "`@PublicEvolving`" + ` options deprecated for one minor
release are removed), and the documentation of the 2.x line names only the new keys.

From Flink's option classes at release-1.20.4 and each 2.x release read (` + "`flink/sources/config.json`" + `): a key
release-1.20.4 reads that the target's release reads only as a deprecated or fallback key of an option is
reported wherever it is written (SQL ` + "`SET`" + `, PyFlink configuration calls, Flink config files, an operator's
` + "`flinkConfiguration`" + `), with that option's key when its type is the one 1.20 read the key with.
`,
	Levels: `
- ` + "`note`" + `: the key works on the target; rename it while upgrading.
`,
	Examples: []Example{{Path: "deployment.yaml", Lang: "yaml", Code: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: orders
spec:
  flinkVersion: v2_0
  flinkConfiguration:
    state.checkpoints.dir: s3://bucket/checkpoints`}},
	Fix: `
Write the option's key the message names: ` + "`--fix`" + ` renames it when the key is written as a plain literal and the new
key is not set too (the same option, so the value keeps its meaning).
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-release-2.0/release-notes/flink-2.0/#configuration",
	},
	Sources: []string{
		"apache/flink option classes at release-1.20.4, release-2.0.2-rc4, release-2.1.2-rc1, release-2.2.1-rc2 via flink/sources/config.json (e.g. flink-core/src/main/java/org/apache/flink/configuration/CheckpointingOptions.java: execution.checkpointing.dir with the deprecated key state.checkpoints.dir)",
		"apache/flink docs/content/release-notes/flink-2.0.md, Highlight Breaking Changes / Configuration: deprecated @Public options removed after 2 minor releases, @PublicEvolving after 1",
	},
}

func runFL061(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, w := range configKeyWrites(m) {
		c := w.change
		if c.Gone || c.Successor == "" {
			continue
		}
		diag := analysis.Diagnostic{Pos: w.pos, End: w.end,
			Message: w.message("%s is a deprecated key on %s (%s reads it for %s): write %s", c.Key, w.target.label, c.Release, c.Successor, c.Successor)}
		if fix, ok := w.rename(c.Successor); ok {
			diag.SuggestedFixes = append(diag.SuggestedFixes, fix)
		}
		m.Report(pass, finding.Note, diag)
	}
	return nil, nil
}
