package rules

import (
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL058 flags a permanent DROP TABLE or DROP VIEW of a name a temporary
// table or view of the job shadows.
var FL058 = newRule(fl058Doc, runFL058, model.Analyzer, semantics.Analyzer)

var fl058Doc = Doc{
	ID:           "FL058",
	Name:         "drop-shadowed-permanent-object",
	Summary:      "DROP TABLE or DROP VIEW of a permanent object while a temporary one of the same name shadows it",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "ddl"},
	Explanation: `
A session keeps temporary tables and views apart from the catalogs' permanent ones, and a name resolves
to the temporary object first. A ` + "`DROP TABLE`" + ` or ` + "`DROP VIEW`" + ` without TEMPORARY drops the permanent object,
and Flink refuses it while a temporary object of the same kind and name exists, with or without IF
EXISTS, because the statement would drop an object the name does not resolve to:

    ValidationException: Temporary view with identifier '` + "`default_catalog`.`default_database`.`v1`" + `' exists. Drop it first before removing the permanent view.

flinklint reports it when the job itself creates the temporary object before the DROP, and no Python
code runs the statements (a Python job may run them on other paths than their order in the file).
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders (id BIGINT, amount DOUBLE) WITH ('connector' = 'datagen');
CREATE VIEW big_orders AS SELECT id FROM orders WHERE amount > 100;
CREATE TEMPORARY VIEW big_orders AS SELECT id FROM orders WHERE amount > 1000;
DROP VIEW big_orders;`}},
	Fix: "Drop the temporary object first (`DROP TEMPORARY VIEW` / `DROP TEMPORARY TABLE`), or write `DROP TEMPORARY` if the temporary object is the one to drop.",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/drop/",
	},
	Sources: []string{
		"apache/flink flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/CatalogManager.java: dropTableInternal (the message; the check comes before IF EXISTS is read), dropTemporaryTableInternal",
		"apache/flink flink-table/flink-sql-client/src/test/resources/sql/view.q and flink-table/flink-sql-gateway/src/test/resources/sql/view.q: DROP VIEW v1 while a temporary view v1 exists",
	},
}

func runFL058(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.DropShadowed, func(p semantics.Problem) string {
		return strings.TrimSuffix(p.Reason, ".") + ": the job creates the temporary one earlier"
	})
}
