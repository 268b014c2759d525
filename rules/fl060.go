package rules

import (
	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL060 flags a configuration key Flink 1.x reads and the job's Flink 2.x
// line no longer reads: the setting silently does nothing there.
var FL060 = newRule(fl060Doc, runFL060, model.Analyzer)

var fl060Doc = Doc{
	ID:           "FL060",
	Name:         "config-key-removed-in-2x",
	Summary:      "a configuration key Flink 1.20 reads and the job's Flink 2.x line no longer reads (the setting does nothing there)",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"migration", "configuration"},
	Explanation: `
Flink 2.0 removed configuration options that had been deprecated, and with them keys that older
releases still read as deprecated spellings of current options. Flink ignores a key no option reads: the
job starts, and the setting (a state backend switch, a network buffer size, a checkpoint option) silently
stops applying.

flinklint knows which keys each release reads from Flink's option classes (every ` + "`ConfigOption`" + ` with its
deprecated and fallback keys) at release-1.20.4 and at each 2.x release it read, generated into
` + "`flink/sources/config.json`" + `. A key that release-1.20.4 reads and the target's release reads under no
option is reported wherever it is written: SQL ` + "`SET`" + `, PyFlink ` + "`set_string`" + `, ` + "`get_config().set(...)`" + `,
` + "`Configuration`" + `, ` + "`flink-conf.yaml`" + ` / ` + "`config.yaml`" + ` and an operator's ` + "`flinkConfiguration`" + `. When
1.20 read the key as a deprecated or fallback key of an option that the target still declares with the same
type, the message names that option's key, and the fix writes it (the value keeps its meaning: it is the
same option). A key release-1.20.4 does not read is not judged: its history is not known.

The release notes' list of removed configuration options names removed ` + "`ConfigOption`" + ` constants: some of
their keys are still read in 2.x as deprecated keys of other options (` + "`web.port`" + `, ` + "`state.backend.type`" + `),
so the option classes, not that list, decide. AWS property groups do not reach Flink's configuration
(they are the application's own properties) and are not judged.

The target is the job's own 2.x line, or the planned one (` + "`--target-flink`" + `, ` + "`target-flink:`" + `); a job on
1.x without a planned target has no finding.
`,
	Levels: `
- ` + "`error`" + `: the job (or the deployment writing the key) runs on Flink 2.x.
- ` + "`warning`" + `: a planned upgrade (` + "`--target-flink`" + `): the setting will do nothing there.
`,
	Examples: []Example{{Path: "deployment.yaml", Lang: "yaml", Code: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: orders
spec:
  flinkVersion: v2_0
  flinkConfiguration:
    table.exec.topn-cache-size: "20000"`}},
	Fix: `
Write the current key the message names (` + "`--fix`" + ` does it when the key is written as a plain literal and the
current key is not set too). A key with no successor configured something Flink 2.x no longer has: remove
it, and read the release notes' section the message names for what replaced the feature.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-release-2.0/release-notes/flink-2.0/#configuration",
	},
	Sources: []string{
		"apache/flink option classes (flink-core, flink-runtime, flink-streaming-java, flink-clients, flink-table-api-java, flink-state-backends *Options.java) at release-1.20.4, release-2.0.2-rc4, release-2.1.2-rc1, release-2.2.1-rc2, via flink/sources/config.json: the keys each release reads (withDeprecatedKeys, withFallbackKeys)",
		"apache/flink docs/content/release-notes/flink-2.0.md, Highlight Breaking Changes / Configuration and List of removed configuration options",
	},
}

func runFL060(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, w := range configKeyWrites(m) {
		c := w.change
		if !c.Gone {
			continue
		}
		diag := analysis.Diagnostic{Pos: w.pos, End: w.end}
		if c.Successor != "" {
			diag.Message = w.message("%s is read by no option of %s (%s): Flink 1.20 read it as a %s key of %s; write %s",
				c.Key, w.target.label, c.Release, c.Role, c.Option, c.Successor)
			if fix, ok := w.rename(c.Successor); ok {
				diag.SuggestedFixes = append(diag.SuggestedFixes, fix)
			}
		} else {
			diag.Message = w.message("%s is read by no option of %s (%s): the setting does nothing there; Flink 1.20 read it for %s, which %s has no successor for",
				c.Key, w.target.label, c.Release, c.Option, w.target.label)
		}
		m.Report(pass, w.target.level, diag)
	}
	return nil, nil
}
