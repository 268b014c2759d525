package rules

import (
	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL072 flags a query block that Calcite's validator rejects for its
// shape: a column neither grouped nor aggregated, an aggregate in WHERE or
// GROUP BY or inside another aggregate, a WHERE or HAVING that is no
// condition, set operation sides of different widths, a group window
// property without its group window.
var FL072 = newRule(fl072Doc, runFL072, model.Analyzer, semantics.Analyzer)

var fl072Doc = Doc{
	ID:           "FL072",
	Name:         "invalid-query-shape",
	Summary:      "a query block Flink's validator rejects for its shape: an ungrouped column, a misplaced or nested aggregate, a WHERE/HAVING that is no condition, UNION sides of different widths or types, TUMBLE_START without its TUMBLE",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics"},
	Explanation: `
Flink validates every query with Calcite's validator before it plans it. A query block fails when:

- it aggregates (GROUP BY, or an aggregate function in the select list or HAVING) and the select
  list or HAVING reads a column outside an aggregate that GROUP BY does not group:
  "Expression 'product' is not being grouped";
- WHERE or GROUP BY calls an aggregate function ("Aggregate expression is illegal in WHERE clause"),
  or an aggregate's argument calls another one ("Aggregate expressions cannot be nested");
- WHERE or HAVING is not a BOOLEAN expression ("WHERE clause must be a condition");
- the two sides of UNION, INTERSECT or EXCEPT have different numbers of columns ("Column count
  mismatch in UNION ALL"), or a column whose two types have no common type: a string with a number,
  a BOOLEAN, a date or time, or a binary string, and likewise across those families ("Type mismatch
  in column 2 of UNION ALL": Flink's validator does not coerce);
- a group window property (TUMBLE_START, HOP_END, SESSION_ROWTIME, ...) has no group window call with
  the same arguments in GROUP BY ("Call to auxiliary group function 'TUMBLE_END' must have matching
  call to group function 'TUMBLE' in GROUP BY clause").

flinklint judges only what it resolves: a GROUP BY of plain columns and group windows, columns of
tables whose schema it knows, and types it derives.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders (user_id BIGINT, product STRING, amount INT) WITH ('connector' = 'datagen');
SELECT user_id, product, COUNT(*) FROM orders GROUP BY user_id;`}},
	Fix: "Group the column (or aggregate it), move the aggregate condition to HAVING, compare to get a condition, give both sides of the set operation the same columns, and use the window property with the GROUP BY window call it belongs to.",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/group-agg/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/window-agg/#group-window-aggregation",
	},
	Sources: []string{
		"apache/calcite (as bundled by Flink release-2.1) core/src/main/java/org/apache/calcite/runtime/CalciteResource.java: notGroupExpr, aggregateIllegalInClause, nestedAggIllegal, condMustBeBoolean, columnCountMismatchInSetop, columnTypeMismatchInSetop, auxiliaryWithoutMatchingGroupCall",
		"apache/calcite (calcite-1.32.0, calcite-1.36.0) core/src/main/java/org/apache/calcite/sql/type/SetopOperandTypeChecker.java, SqlTypeFactoryImpl.java (leastRestrictiveSqlType, leastRestrictiveByCast), SqlTypeAssignmentRule.java; apache/flink flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/calcite/FlinkPlannerImpl.scala: withTypeCoercionEnabled(false)",
		"apache/calcite (as bundled by Flink release-2.1) core/src/main/java/org/apache/calcite/sql/validate/SqlValidatorImpl.java and AggChecker.java: where the checks stand",
	},
}

func runFL072(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.QueryShapeInvalid, func(p semantics.Problem) string {
		return p.Reason
	})
}
