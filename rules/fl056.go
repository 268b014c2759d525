package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL056 flags a column name that two FROM items of the query have, written
// without a qualifier.
var FL056 = newRule(fl056Doc, runFL056, model.Analyzer, semantics.Analyzer)

var fl056Doc = Doc{
	ID:           "FL056",
	Name:         "ambiguous-column",
	Summary:      "an unqualified column name that two tables, views or subqueries of the FROM clause both have is rejected as ambiguous",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics"},
	Explanation: `
When two FROM items of a query have a column of the same name, the name alone does not say which is
meant, and Flink's validator rejects it:

    ValidationException: Column 'amount' is ambiguous

Joins of window TVFs are a common case (both sides have ` + "`window_start`" + ` and ` + "`window_end`" + `). A join with
` + "`USING`" + ` or ` + "`NATURAL`" + ` merges its common columns, and flinklint says nothing for such a query. The
output of MATCH_RECOGNIZE holds the PARTITION BY columns and the MEASURES: a measure named as a
partition column is ambiguous too ("Columns ambiguously defined: {symbol}").
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders (id BIGINT, amount DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE refunds (id BIGINT, amount DOUBLE) WITH ('connector' = 'datagen');
SELECT orders.id, amount FROM orders JOIN refunds ON orders.id = refunds.id;`}},
	Fix:        "Qualify the column with its table or alias (`orders.amount`).",
	References: []string{"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/joins/"},
	Sources: []string{
		"apache/calcite (as bundled by Flink release-2.1) core/src/main/java/org/apache/calcite/runtime/CalciteResource.java: columnAmbiguous",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala: testConflictingFieldNames",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java: testValidatingAmbiguousColumns",
	},
}

func runFL056(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.AmbiguousColumn, func(p semantics.Problem) string {
		if p.Reason != "" {
			return p.Reason
		}
		return fmt.Sprintf("Column '%s' is ambiguous: two tables of the FROM clause have it. Qualify it with its table or alias", p.Column)
	})
}
