package rules

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/sqlparse"
)

// FL079 flags a row-level DELETE or UPDATE statement in a streaming job:
// Flink executes them in batch mode only.
var FL079 = newRule(fl079Doc, runFL079, model.Analyzer)

var fl079Doc = Doc{
	ID:           "FL079",
	Name:         "row-level-modification-in-streaming",
	Summary:      "DELETE FROM and UPDATE ... SET run in batch mode only: in streaming mode (Flink's default) the statement is rejected",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics"},
	Explanation: `
Flink runs ` + "`DELETE FROM t WHERE ...`" + ` and ` + "`UPDATE t SET ... WHERE ...`" + ` (against a table whose connector
supports row-level modification) only in batch mode. In streaming mode, the default runtime mode, the
table environment refuses the statement before planning it:

    TableException: DELETE statement is not supported for streaming mode now.

flinklint follows the runtime mode statement by statement: a DELETE or UPDATE is reported when the
job is streaming (no setting makes it batch) and no ` + "`SET 'execution.runtime-mode'`" + ` before it in its script
sets another mode. A mode set to a value known only at run time is not judged.
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
		"apache/flink flink-table/flink-sql-client/src/test/resources/sql/delete.q and update.q: the statements in streaming and batch mode",
	},
}

func runFL079(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, job := range m.Jobs {
		if setsModeInScript(job) {
			// The mode switches where the script sets it; a mode set
			// elsewhere (a Python job, a deployment) is not followed.
			if len(job.Deployments) > 0 || (job.Entry != nil && job.Entry.Python != nil) {
				continue
			}
		} else if !isStreaming(job) {
			continue
		}
		streaming := true // the mode at the statement, carried across the job's scripts in order
		for _, u := range job.Units {
			if u.Script == nil || (u.File != nil && u.File.OtherDialect) {
				continue
			}
			for _, st := range u.Script.Statements {
				switch s := st.(type) {
				case *sqlparse.Set:
					if s.Key.Hole || s.Key.Value != "execution.runtime-mode" {
						continue
					}
					streaming = !s.Value.Hole && strings.EqualFold(strings.TrimSpace(s.Value.Value), "streaming")
				case *sqlparse.Generic:
					if !streaming || (s.Keyword != "DELETE" && s.Keyword != "UPDATE") {
						continue
					}
					pos, end := u.Range(s.Span)
					m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
						"%s statement is not supported for streaming mode now: the job runs in streaming mode (Flink's default), and Flink executes a row-level %s in batch mode only; set 'execution.runtime-mode' = 'batch' before it",
						s.Keyword, s.Keyword)})
				}
			}
		}
	}
	return nil, nil
}

// setsModeInScript reports whether a SQL script of the job sets the
// runtime mode.
func setsModeInScript(job *model.Job) bool {
	for _, u := range job.Units {
		if u.Script == nil {
			continue
		}
		for _, st := range u.Script.Statements {
			if s, ok := st.(*sqlparse.Set); ok && !s.Key.Hole && s.Key.Value == "execution.runtime-mode" {
				return true
			}
		}
	}
	return false
}
