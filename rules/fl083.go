package rules

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL083 flags a statement the SQL client's session rejects for its state:
// an END that closes no statement set, a SET of a value Flink cannot read
// for a key it reads at once; and a statement set's add_insert_sql of a
// statement that writes no table.
var FL083 = newRule(fl083Doc, runFL083, model.Analyzer, semantics.Analyzer)

var fl083Doc = Doc{
	ID:           "FL083",
	Name:         "invalid-session-statement",
	Summary:      "An END with no BEGIN STATEMENT SET open, a SET of 'execution.runtime-mode' or 'table.sql-dialect' to a value Flink cannot read, or no INSERT in add_insert_sql: the session rejects the statement",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics"},
	Explanation: `
The SQL client and the SQL gateway run some statements on the session itself rather than through the
planner, and reject them when the session's state does not allow them:

- ` + "`END;`" + ` submits the statement set that ` + "`BEGIN STATEMENT SET;`" + ` opened; with none open (a second END, an END
  with no BEGIN) the statement fails:

      SqlExecutionException: No Statement Set to submit. 'END' statement should be used after 'BEGIN STATEMENT SET'.

- ` + "`SET 'key' = 'value';`" + ` first builds the session's table environment with the new value, and keeps the
  value only if that succeeds (SessionContext.set). Building it reads the runtime mode and the SQL
  dialect, so a value Flink cannot read for either fails the SET (and a ` + "`sql-client.sh -f`" + ` script stops
  there):

      SqlExecutionException: Failed to set key execution.runtime-mode with value bacth.
      IllegalArgumentException: Could not parse value 'bacth' for key 'execution.runtime-mode'.
      IllegalArgumentException: No enum constant org.apache.flink.table.api.SqlDialect.UNKNOWN

  The runtime mode is STREAMING, BATCH or AUTOMATIC and the dialect DEFAULT or HIVE, in any case. The
  value of another key is read only where the planner needs it, so flinklint does not judge it here; a
  key Flink does not know is kept without complaint.

- A statement set of a Python or Java job takes one statement that writes a table per
  ` + "`add_insert_sql`" + ` / ` + "`addInsertSql`" + ` call (an INSERT, a CREATE TABLE ... AS, a DELETE or UPDATE); a query, DDL
  or SET fails the call:

      TableException: Only insert statement is supported now.

- A Python or Java job creates its table environment in a runtime mode
  (` + "`EnvironmentSettings.in_streaming_mode()`" + `, ` + "`in_batch_mode()`" + `) that a later ` + "`SET 'execution.runtime-mode'`" + ` does
  not change: the planner compares the two before it translates the next INSERT or query and fails:

      IllegalArgumentException: Mismatch between configured runtime mode and actual runtime mode. Currently, the 'execution.runtime-mode' can only be set when instantiating the table environment. ...

A SET inside a Python or Java job (` + "`execute_sql(\"SET ...\")`" + `) stores the value in the table config, and the
next statement that plans a query fails on it instead.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `SET 'execution.runtime-mode' = 'bacth';
BEGIN STATEMENT SET;
INSERT INTO sink SELECT * FROM src;
END;
END;`}},
	Fix: "Spell the runtime mode as streaming, batch or automatic and the dialect as default or hive; end each statement set once.",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sqlclient/#execute-a-set-of-sql-statements",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/set/",
	},
	Sources: []string{
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-sql-gateway/src/main/java/org/apache/flink/table/gateway/service/operation/OperationExecutor.java: an EndStatementSetOperation outside a statement set throws \"No Statement Set to submit. 'END' statement should be used after 'BEGIN STATEMENT SET'.\"",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-sql-gateway/src/main/java/org/apache/flink/table/gateway/service/context/SessionContext.java: set builds a table environment with the new value before keeping it",
		"apache/flink flink-core/src/main/java/org/apache/flink/configuration/ConfigurationUtils.java: convertToEnum (any case); flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/api/TableConfig.java: getSqlDialect (SqlDialect.valueOf of the upper-cased value)",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/delegation/StreamPlanner.scala and BatchPlanner.scala: beforeTranslation (the mode mismatch)",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/api/internal/StatementSetImpl.java: addInsertSql takes a ModifyOperation only (\"Only insert statement is supported now.\")",
		"apache/flink flink-table/flink-sql-gateway/src/test/resources/sql/set.q and begin_statement_set.q; flink-table/flink-sql-client/src/test/resources/sql/statement_set.q",
	},
}

func runFL083(pass *analysis.Pass) (any, error) {
	if _, err := reportSemantic(pass, semantics.SessionStatementInvalid, func(p semantics.Problem) string {
		if p.Function == "add_insert_sql" {
			return strings.TrimSuffix(p.Reason, ".") + ": a statement set's add_insert_sql / addInsertSql takes an INSERT (or CREATE TABLE ... AS, DELETE, UPDATE); run this statement with execute_sql / executeSql"
		}
		return strings.TrimSuffix(p.Reason, ".") + ": this END closes no statement set (a statement set ends at its first END)"
	}); err != nil {
		return nil, err
	}
	return reportSemantic(pass, semantics.SettingInvalid, func(p semantics.Problem) string {
		if p.Function == "mismatch" {
			return fmt.Sprintf("this SET changes the runtime mode of a table environment created in another mode, and the next statement the planner translates fails: %s", p.Reason)
		}
		return fmt.Sprintf("the SQL client fails this SET: %s", p.Reason)
	})
}
