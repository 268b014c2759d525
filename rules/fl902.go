package rules

import (
	"fmt"

	"github.com/flinklint/flinklint/finding"
)

// The linter reports FL902 and FL903 itself, from the suppression filter
// (package filter, which reports them under these ids): they judge the
// suppression comments, after every rule has run, so they have docs and no
// analyzer.

const suppressionRuleNote = "This rule is about suppressions and cannot itself be suppressed inline; use `--ignore %s` or `ignore` in `.flinklint.yaml`."

// FL902 is a suppression comment without a reason.
var FL902 = &Rule{Doc: Doc{
	ID:           finding.RuleSuppressionWithoutReason,
	Name:         "suppression-without-reason",
	Summary:      "a flinklint suppression comment does not say why the finding is acceptable",
	DefaultLevel: finding.Note,
	Since:        "0.1.0",
	Tags:         []string{"suppression"},
	Explanation: `
A suppression silences a rule that exists because a real job failed. Without a reason, the next reader
cannot tell whether the finding was judged safe (the sink's parallelism is pinned elsewhere) or just
made to go away. ` + "`# noqa`" + ` is exempt, since Python users write it bare by habit.`,
	Examples: []Example{{Path: "job.sql", Lang: "sql",
		Code: `CREATE TABLE events (id STRING) WITH ('connector' = 'datagen');
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://example-bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'true'  -- flinklint: ignore[FL001]
);
INSERT INTO s3_sink SELECT id FROM events;`}},
	Fix:      "Write the reason after the directive: `-- flinklint: ignore[FL001] sink.parallelism is pinned by the operator`.",
	Suppress: fmt.Sprintf(suppressionRuleNote, finding.RuleSuppressionWithoutReason),
}}

// FL903 is a suppression comment that suppresses nothing.
var FL903 = &Rule{Doc: Doc{
	ID:           finding.RuleUnusedSuppression,
	Name:         "unused-suppression",
	Summary:      "a flinklint suppression comment suppresses nothing",
	DefaultLevel: finding.Warning,
	Since:        "0.1.0",
	Tags:         []string{"suppression"},
	Explanation: `
A suppression that matches no finding on its line or the next one is stale: the code it excused was
fixed or moved. Left in place, it would silence a future, real finding on that line without anyone
deciding so.`,
	Examples: []Example{{Path: "job.py", Lang: "python",
		Code: `from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
# flinklint: ignore[FL001] compaction is off now
t_env.execute_sql("CREATE TABLE events (id STRING) WITH ('connector' = 'datagen')")`}},
	Fix:      "Delete the comment, or the rule ids in it that no longer fire.",
	Suppress: fmt.Sprintf(suppressionRuleNote, finding.RuleUnusedSuppression),
}}
