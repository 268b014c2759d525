package rules

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL079 flags a row-level DELETE or UPDATE statement, or a TRUNCATE
// TABLE, in a session that runs in streaming mode: Flink executes them in
// batch mode only.
var FL079 = newRule(fl079Doc, runFL079, model.Analyzer, semantics.Analyzer)

var fl079Doc = Doc{
	ID:           "FL079",
	Name:         "row-level-modification-in-streaming",
	Summary:      "DELETE FROM, UPDATE ... SET and TRUNCATE TABLE run in batch mode only: in streaming mode (Flink's default) the statement is rejected",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics"},
	Explanation: `
Flink runs ` + "`DELETE FROM t WHERE ...`" + `, ` + "`UPDATE t SET ... WHERE ...`" + ` (against a table whose connector
supports row-level modification) and ` + "`TRUNCATE TABLE t`" + ` (Flink 1.18 and later) only in batch mode. In
streaming mode, the default runtime mode, the table environment refuses the statement before planning it:

    TableException: DELETE statement is not supported for streaming mode now.
    TableException: TRUNCATE TABLE statement is not supported in streaming mode.

flinklint follows the session's runtime mode statement by statement, as the SQL client keeps it: the
mode the job's code or its deployments' configuration give it (streaming when nothing sets it), then
each ` + "`SET 'execution.runtime-mode'`" + ` and ` + "`RESET`" + ` of its scripts in order. A mode set to a value known only
at run time, to AUTOMATIC, by deployments that disagree or by an init script flinklint cannot see is
not judged; nor is the mode after a SQL SET in a job whose code creates the table environment (its
mode is fixed when it is created).
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE users (id INT PRIMARY KEY NOT ENFORCED, name STRING) WITH (
  'connector' = 'jdbc', 'url' = 'jdbc:mysql://db:3306/app', 'table-name' = 'users');
DELETE FROM users WHERE id = 3;`}},
	Fix: `
Run the statement in batch mode (` + "`SET 'execution.runtime-mode' = 'batch';`" + ` before it), or express the change as an
INSERT into an upsert sink.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/delete/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/update/",
	},
	Sources: []string{
		"apache/flink flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/api/internal/TableEnvironmentImpl.java: a row-level modification (DELETE, UPDATE) in streaming mode throws \"<kind> statement is not supported for streaming mode now.\"",
		"apache/flink flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/operations/TruncateTableOperation.java: \"TRUNCATE TABLE statement is not supported in streaming mode.\" (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink flink-table/flink-sql-client/src/test/resources/sql/delete.q, update.q and truncate.q: the statements in streaming and batch mode",
	},
}

func runFL079(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.ModeUnsupported, func(p semantics.Problem) string {
		return fmt.Sprintf("%s: the job runs in streaming mode at this statement, and Flink executes %s in batch mode only; set 'execution.runtime-mode' = 'batch' before it",
			strings.TrimSuffix(p.Reason, "."), modificationWords(p.Function))
	})
}

// modificationWords names a batch-only statement in a message.
func modificationWords(keyword string) string {
	if keyword == "TRUNCATE TABLE" {
		return "TRUNCATE TABLE"
	}
	return "a row-level " + keyword
}
