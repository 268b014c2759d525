package rules

import (
	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL055 flags a join or STATE_TTL hint that names a table the query does
// not read, and a hint whose options Flink rejects.
var FL055 = newRule(fl055Doc, runFL055, model.Analyzer, semantics.Analyzer)

var fl055Doc = Doc{
	ID:           "FL055",
	Name:         "hint-names-unknown-table",
	Summary:      "a join hint (BROADCAST, SHUFFLE_HASH, SHUFFLE_MERGE, NEST_LOOP) or STATE_TTL hint names a table or view the query does not read, or a hint's options are ones Flink rejects",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "hints"},
	Explanation: `
Join hints and the STATE_TTL hint name the tables they apply to, by the table's or view's name or its
alias in the query. Flink rejects a hint whose name matches none of the query's inputs:

    ValidationException: The options of following hints cannot match the name of input tables or
    views: ` + "`T99`" + ` in ` + "`BROADCAST`" + `

A STATE_TTL hint applies to the inputs of its own query block: a table read only inside a subquery
does not match it.

Flink also checks the hints' options before planning: STATE_TTL needs at least one option
("Invalid STATE_TTL hint, expecting at least one key-value options specified."); LOOKUP needs its
'table' option, values of the options' types ('async' true or false, 'timeout' and 'fixed-delay'
durations, 'capacity' and 'max-attempts' integers), the four retry options all or none, and
'lookup_miss' as retry predicate; and an OPTIONS hint applies to tables only: "View '...' cannot be
enriched with new options. Hints can only be applied to tables."

flinklint checks the hints of every query block of the statement's own text (its top, subqueries in
FROM, CTEs and UNION branches; a view's hints when the view is created) and compares the names with
every table, view, CTE and alias the statement reads (subqueries and the views' own queries included,
without regard to case), and says nothing when part of the query is beyond what it reads (a hole,
MATCH_RECOGNIZE).
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders (id BIGINT, cid BIGINT) WITH ('connector' = 'datagen');
CREATE TABLE customers (id BIGINT, name STRING) WITH ('connector' = 'datagen');
SELECT /*+ BROADCAST(customer) */ * FROM orders JOIN customers ON orders.cid = customers.id;`}},
	Fix: "Name a table, view or alias the query reads (here `customers`).",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/hints/#join-hints",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/hints/#state-ttl-hints",
	},
	Sources: []string{
		"apache/flink release-2.1 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/optimize/QueryHintsResolver.java: the check and its message",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/hints/stream/StateTtlHintTest.java and .../batch/JoinHintTestBase.java: the expected messages",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/hint/FlinkHintStrategies.java and LookupJoinHintOptions.java: the LOOKUP hint's checks and options; flink-core TimeUtils.java: the duration units",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/schema/CatalogSourceTable.java: OPTIONS on a view; flink-table/flink-sql-client/src/test/resources/sql/view.q and flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala (testInvalidJoinHint): the expected messages",
	},
}

func runFL055(pass *analysis.Pass) (any, error) {
	if _, err := reportSemantic(pass, semantics.HintUnknownTable, func(p semantics.Problem) string { return p.Reason }); err != nil {
		return nil, err
	}
	return reportSemantic(pass, semantics.HintInvalid, func(p semantics.Problem) string { return p.Reason })
}
