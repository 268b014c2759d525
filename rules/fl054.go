package rules

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL054 flags a table, view, alias, column or function a statement names
// that does not exist.
var FL054 = newRule(fl054Doc, runFL054, model.Analyzer, semantics.Analyzer)

var fl054Doc = Doc{
	ID:           "FL054",
	Name:         "unknown-table-or-column",
	Summary:      "a statement names a table, view, alias, column or function that does not exist where it is read",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics"},
	Explanation: `
Flink's validator resolves every name of a query against the catalog and the query's FROM items, and
rejects the statement when one is missing:

    ValidationException: Object 'orderz' not found
    ValidationException: Column 'status' not found in any table
    ValidationException: Column 'customer' not found in table 'o'
    ValidationException: Table 'x' not found

The DDL statements that name an existing table fail the same way: "Table with identifier '...' does not
exist." (DROP TABLE), "Table ` + "`...`" + ` doesn't exist or is a temporary table." (ALTER TABLE), "Tables or
views with the identifier '...' doesn't exist" (DESCRIBE), "Source table '...' of the LIKE clause not
found in the catalog". An INSERT's column list names the columns the sink writes: "Unknown target column 'c'"
(a computed or virtual metadata column is none of them),
"Target column 'a' is assigned more than once". A function that is neither one of Flink's built-ins nor one the job creates is
rejected too: "No match found for function signature COUNTT(<NUMERIC>)".

Identifiers are case-sensitive (` + "`ORDER_ID`" + ` is not ` + "`order_id`" + `), a select alias is not visible in the
same block's WHERE, and a CTE or view exposes only the columns it selects.

flinklint reports a missing table only when the job declares its tables itself (at least one, in the
in-memory catalog, with no Python code that may register others), the job dropped or renamed it
before, or its name is close to one the job declares (a typo), and no other job of the run declares
one of that name (a DDL file run before a DML file). A job that names a catalog it never creates, or a
database that its catalog does not start with while it creates none (Flink's in-memory catalog holds only
` + "`default_database`" + ` until a CREATE DATABASE), runs in a session set up elsewhere (a platform's catalogs,
such as Ververica Cloud's): its missing tables and functions are not reported, except those it dropped or
renamed itself. When the project says the job's script starts a session of its own (` + "`fresh-sessions`" + ` in
` + "`.flinklint.yaml`" + `: ` + "`sql-client.sh -f`" + ` without ` + "`-i`" + `, a SQL runner), the session starts with Flink's empty
` + "`default_catalog`" + `, and every table of it or of an in-memory catalog of the job's that the script does not
create is reported, with Flink's message for the statement (DROP, ALTER, DESCRIBE, SHOW CREATE, a query);
other scripts of the project are not in that session, whatever they declare. A DROP TABLE of a view, or a
DROP VIEW of a table the job declares, finds nothing of its kind to drop ("View with identifier '...' does
not exist."). Models (Flink 2.1+) have a namespace of their own, temporary ones shadowing permanent ones: a
DROP [TEMPORARY] MODEL, ALTER MODEL, SHOW CREATE MODEL or DESCRIBE MODEL of a model the job dropped, or
that a fresh session never created in a catalog flinklint sees whole, is reported with Flink's message
("Model with identifier '...' does not exist.", "Model ` + "`...`" + ` doesn't exist.", ...). It reports a missing function only when every
function the job may call is visible (no LOAD MODULE, no Python code that may register functions, the
current catalog an in-memory one, no CREATE FUNCTION of that name in another job of the run), and the
job dropped it, its name is one edit away from a built-in or from a function the job creates (a
function a platform registers, such as a TO_TIMESTAMP_UDF, is not taken for a typo), or the script starts a
session of its own, which holds Flink's built-ins and the job's functions only. Calls resolve as Flink's
FunctionCatalog resolves them: an unqualified name reaches a temporary system function, then the built-ins,
then the temporary and catalog functions of the current catalog and database (a function the job creates in
another database is not reached); a qualified name (` + "`db.f`, `cat.db.f`" + `) reaches the temporary and catalog functions
of that path only. A DROP [TEMPORARY [SYSTEM]] FUNCTION without IF EXISTS of a function the job dropped before,
or that a session of its own never created, fails with Flink's message ("Could not drop temporary system
function. A function named 'f' doesn't exist.", "Temporary catalog function ` + "`c`.`d`.`f`" + ` doesn't exist",
"Function d.f does not exist in Catalog c."); DROP FUNCTION goes to the catalog and does not look at a
temporary function of the same path. It reports a missing column only when
every FROM item in scope has known columns: a table of an unseen catalog, a table function, UNNEST,
MATCH_RECOGNIZE or a hole of a Python string make the names unknown, and nothing is said. The "did
you mean" comes from the job's own names (and Flink's built-in functions).
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders (order_id BIGINT, amount DOUBLE) WITH ('connector' = 'datagen');
SELECT order_id, amout FROM orders;`}},
	Fix: `
Correct the name (mind the case), declare the table before the statement that reads it, or select the
column in the view or CTE the query reads.
`,
	References: []string{"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/overview/"},
	Sources: []string{
		"apache/calcite (as bundled by Flink release-2.1) core/src/main/java/org/apache/calcite/runtime/CalciteResource.java: objectNotFound, columnNotFound, columnNotFoundInTable, tableNameNotFound, unknownTargetColumn, duplicateTargetColumn",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/*Test.scala: the expected messages",
		"apache/flink release-2.1 flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/CatalogManager.java: dropTable, dropTemporaryTable (the DROP messages); flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/SqlCreateTableConverter.java: the LIKE source; flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/SqlNodeToOperationConversion.java (operations/converters/SqlAlterTableConverter.java on master): ALTER TABLE of a missing or temporary table",
		"apache/flink release-2.1 flink-table/flink-sql-client/src/test/resources/sql/table.q: DROP, DESCRIBE and ALTER TABLE of a table that does not exist",
		"apache/flink release-2.1 flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/FunctionCatalog.java: function resolution (temporary system functions, the loaded modules, the current catalog's functions); apache/calcite core/src/main/java/org/apache/calcite/runtime/CalciteResource.java: validatorUnknownFunction",
	},
}

func runFL054(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	for _, job := range m.Jobs {
		for _, p := range res.Job(job).Problems {
			var msg string
			switch {
			case p.Kind == semantics.TargetColumnInvalid && p.Function == "PARTITION":
				msg = fmt.Sprintf("%s: the PARTITION list of the INSERT into %s", p.Reason, p.Table)
			case p.Kind == semantics.TargetColumnInvalid:
				msg = fmt.Sprintf("%s: the column list of the INSERT into %s", p.Reason, p.Table)
			case p.Kind == semantics.UnknownFunction && p.Drop:
				msg = p.Reason
				if p.Gone != "" {
					msg = strings.TrimSuffix(msg, ".") + ": the job drops it before this statement"
				}
			case p.Kind == semantics.UnknownFunction:
				msg = fmt.Sprintf("No match found for function signature %s(...): no built-in function of Flink's and no function the job creates has that name", p.Function)
				switch {
				case p.Gone != "":
					msg = fmt.Sprintf("No match found for function signature %s(...): the job drops that function before this statement", p.Function)
				case p.Reason != "":
					msg = fmt.Sprintf("No match found for function signature %s(...): %s", p.Function, p.Reason)
				}
			case p.Kind == semantics.UnknownTable && p.Reason != "":
				msg = p.Reason
				if p.Gone != "" {
					msg = strings.TrimSuffix(msg, ".")
					msg += fmt.Sprintf(": the job %s before this statement", goneClause(p.Gone))
				}
			case p.Kind == semantics.UnknownTable && p.Gone != "":
				msg = fmt.Sprintf("Object '%s' not found: the job %s before this statement", p.Table, goneClause(p.Gone))
			case p.Kind == semantics.UnknownTable && p.Alias:
				msg = fmt.Sprintf("Table '%s' not found: no table, view or alias of the query's FROM clause has that name", p.Table)
			case p.Kind == semantics.UnknownTable:
				msg = fmt.Sprintf("Object '%s' not found: the job declares no table or view of that name before this statement", p.Table)
			case p.Kind == semantics.UnknownColumn && p.Table != "":
				msg = fmt.Sprintf("Column '%s' not found in table '%s'", p.Column, p.Table)
			case p.Kind == semantics.UnknownColumn:
				msg = fmt.Sprintf("Column '%s' not found in any table", p.Column)
			default:
				continue
			}
			if p.Suggestion != "" {
				msg += fmt.Sprintf("; did you mean '%s'?", p.Suggestion)
			}
			pos, end := p.Unit.Range(p.Span)
			m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: msg})
		}
	}
	return nil, nil
}

// goneClause words how the job removed a table: "drops it", "renames it
// to x".
func goneClause(gone string) string {
	if to, ok := strings.CutPrefix(gone, "renamed to "); ok {
		return "renames it to " + to
	}
	return "drops it"
}
