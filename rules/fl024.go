package rules

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL024 flags filesystem auto-compaction in a job that checkpoints in
// at-least-once mode (FLINK-24272: no guard exists).
var FL024 = newRule(fl024Doc, runFL024, model.Analyzer, model.TableFactsAnalyzer, model.WritesAnalyzer, semantics.Analyzer)

var fl024Doc = Doc{
	ID:           "FL024",
	Name:         "auto-compaction-at-least-once",
	Summary:      "filesystem auto-compaction with at-least-once checkpointing, a combination Flink does not guard against (FLINK-24272)",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "filesystem", "checkpointing"},
	Explanation: `
The streaming ` + "`filesystem`" + ` sink's compaction (` + "`'auto-compaction' = 'true'`" + `) groups the files written
between two checkpoints and compacts them once the checkpoint completes; its coordinator relies on the
checkpoint's end-of-input messages travelling in step with the records. Flink's own issue
[FLINK-24272](https://issues.apache.org/jira/browse/FLINK-24272) states that compaction should be rejected
when checkpointing runs in ` + "`AT_LEAST_ONCE`" + ` mode; the guard (apache/flink#17770) was closed without being
merged, so every release accepts the combination silently and the compaction runs under guarantees it was
not designed for.

flinklint reports ` + "`'auto-compaction' = 'true'`" + ` on a filesystem table a streaming job writes when
` + "`execution.checkpointing.mode`" + ` is ` + "`AT_LEAST_ONCE`" + ` in the job (SQL ` + "`SET`" + `, PyFlink config,
` + "`env.enable_checkpointing(ms, CheckpointingMode.AT_LEAST_ONCE())`" + `,
` + "`env.get_checkpoint_config().set_checkpointing_mode(...)`" + `, also inside helper functions the job calls) or,
when the job does not set the mode, in
a linked deployment's Flink configuration. A table the job writes only in batch mode (the session's runtime mode
at each INSERT, as the script's SETs leave it) is not reported.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `SET 'execution.checkpointing.mode' = 'AT_LEAST_ONCE';
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'true'
);
INSERT INTO s3_sink SELECT id FROM events;`}},
	Fix: `
Checkpoint in ` + "`EXACTLY_ONCE`" + ` mode (the default: remove the setting or set
` + "`'execution.checkpointing.mode' = 'EXACTLY_ONCE'`" + `), or turn compaction off
(` + "`'auto-compaction' = 'false'`" + `). flinklint offers both as suggested fixes where the job sets the mode.
`,
	References: []string{
		"https://issues.apache.org/jira/browse/FLINK-24272",
		"https://github.com/apache/flink/pull/17770",
	},
	Sources: []string{
		"apache/flink flink-connectors/flink-connector-files/src/main/java/org/apache/flink/connector/file/table/stream/compact/CompactCoordinator.java and CompactMessages.java: compaction units are formed per checkpoint from the writers' EndCheckpoint messages (release-2.2.1-rc2)",
		"apache/flink flink-connectors/flink-connector-files/src/main/java: no reference to CheckpointingMode or AT_LEAST_ONCE, so nothing rejects compaction under at-least-once checkpointing (release-1.20.4, release-2.0.2-rc4, release-2.1.2-rc1, release-2.2.1-rc2, master c43754cdc4f); no commit on any branch of the mirror names FLINK-24272",
	},
}

const checkpointModeKey = "execution.checkpointing.mode"

func runFL024(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[token.Pos]bool{}
	var files model.SourceReader
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	for _, job := range m.Jobs {
		where, related, modeOpt, ok := atLeastOnce(m, job)
		if !ok {
			continue
		}
		streaming := isStreaming(job)
		sem := res.Job(job)
		tf := jobFacts(pass, job)
		for _, t := range sinkTargets(job, tf, jobWrites(pass, job)) {
			comp := t.Options.Get("auto-compaction")
			if !isFilesystem(t.Options) || comp == nil || comp.Hole || seen[comp.Pos] || !writesStreaming(sem, t.Writes, streaming) {
				continue
			}
			if on, ok := parseFlinkBool(comp.Value); !ok || !on {
				continue
			}
			if !flink.AffectedBy("FLINK-24272", jobFlinkVersion(m, job)) {
				continue
			}
			seen[comp.Pos] = true
			d := analysis.Diagnostic{Pos: comp.Pos, End: comp.End,
				Message: fmt.Sprintf("'auto-compaction' on filesystem table %s while %s checkpoints in AT_LEAST_ONCE mode: "+
					"compaction is built for exactly-once checkpoints and Flink has no guard against this (FLINK-24272). "+
					"Use 'execution.checkpointing.mode' = 'EXACTLY_ONCE', or set 'auto-compaction' = 'false'",
					tableName(t.Table), where),
				Related: related}
			if modeOpt != nil {
				if fix, ok := setValueFix(modeOpt, "EXACTLY_ONCE", "Set 'execution.checkpointing.mode' to 'EXACTLY_ONCE'"); ok {
					d.SuggestedFixes = append(d.SuggestedFixes, fix)
				}
			}
			if fix, ok := valueFalseFix(comp, &files); ok {
				d.SuggestedFixes = append(d.SuggestedFixes, fix)
			}
			m.Report(pass, finding.Warning, d)
		}
	}
	return nil, nil
}

// atLeastOnce reports whether the job checkpoints in AT_LEAST_ONCE mode:
// by its own setting, or (when it sets none) by a linked deployment's
// configuration. modeOpt is the job's setting, when that is
// where the mode comes from.
func atLeastOnce(m *model.Model, job *model.Job) (string, []analysis.RelatedInformation, *model.Option, bool) {
	var values []string
	if ck, _, ok := flink.LookupConfigKey(checkpointModeKey); ok {
		values = ck.EnumValues
	}
	isALO := func(v string) bool {
		got, err := flink.ParseEnum(strings.TrimSpace(v), values)
		return err == nil && got == "AT_LEAST_ONCE"
	}
	if s := jobSetting(job, checkpointModeKey); s != nil {
		if s.Hole || !isALO(s.Value) {
			return "", nil, nil, false
		}
		return "the job", settingRelated(s, "at-least-once checkpointing is set here"), s, true
	}
	// The mode set through a DataStream call pyparse could not follow.
	if pos, end, ok := job.PythonAtLeastOnce(); ok {
		return "the job", []analysis.RelatedInformation{{Pos: pos, End: end, Message: "at-least-once checkpointing is set here"}}, nil, true
	}
	for _, l := range job.Deployments {
		d := l.Deployment
		mode := d.Checkpointing.Mode
		if mode.Hole || !mode.Set || !isALO(mode.Value) {
			continue
		}
		pos, end := depFactRange(m, d, mode)
		return fmt.Sprintf("deployment %q", depName(d)),
			[]analysis.RelatedInformation{{Pos: pos, End: end, Message: "at-least-once checkpointing is set here"}}, nil, true
	}
	return "", nil, nil, false
}
