package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL075 flags a streaming query's ORDER BY whose first key is not a time
// attribute in ascending order.
var FL075 = newRule(fl075Doc, runFL075, model.Analyzer, semantics.Analyzer)

var fl075Doc = Doc{
	ID:           "FL075",
	Name:         "streaming-sort-not-time-attribute",
	Summary:      "a streaming query's ORDER BY without LIMIT must sort first by a time attribute in ascending order; the planner rejects any other sort",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "time"},
	Explanation: `
An unbounded stream cannot be sorted by an arbitrary column: the streaming planner sorts only by a
time attribute in ascending order (a rowtime, whose watermark says when a prefix is complete, or a
processing time), optionally followed by other keys. Any other ORDER BY of a query without LIMIT
fails when the job is planned:

    TableException: ... requires the primary sort key to be a time attribute in ascending order ('c' is BIGINT)

A time attribute sorted descending fails with "must be sorted in ascending order; descending order is
not supported". Releases before 2.x said "Sort on a non-time-attribute field is not supported." With
LIMIT (or FETCH FIRST) the sort is a Top-N, which any key may order.

flinklint checks the ORDER BY at the top of a SELECT or of an INSERT's query (the ORDER BY of a
subquery or view without LIMIT is dropped by the planner), resolving ordinals and select aliases as
the planner does; the ORDER BY of a set operation sorts its output columns, and an expression over an
aggregation (` + "`ORDER BY GROUPING(a)`" + `, ` + "`COUNT(*) + 1`" + `) is typed in the block's FROM clause. It reports only when
it knows whether the first key is a time attribute (a key that is no timestamp never is): after an
aggregation or a join it does not classify, it says nothing of a timestamp. Batch jobs sort by anything.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE clicks (url STRING, cnt BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
SELECT url, cnt FROM clicks ORDER BY cnt;`}},
	Fix: `
Sort by the rowtime or processing time first (` + "`ORDER BY ts, cnt`" + `), add a LIMIT to make it a Top-N, or
sort in the system that reads the sink.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/orderby/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/topn/",
	},
	Sources: []string{
		"apache/flink master flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/stream/sql/SortValidationTest.java: the rejected sorts (ordinals and aliases included) and both messages of StreamPhysicalSortRule",
		"apache/flink release-1.20 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/nodes/exec/stream/StreamExecSort.java: 'Sort on a non-time-attribute field is not supported.'",
	},
}

func runFL075(pass *analysis.Pass) (any, error) {
	return reportStreamingSemantic(pass, semantics.SortNotTimeAttribute, func(p semantics.Problem) string {
		key := fmt.Sprintf("column '%s' is %s", p.Column, p.QueryType)
		if p.Column == "" {
			key = fmt.Sprintf("the sort key expression is %s", p.QueryType)
		}
		if p.Descending {
			return fmt.Sprintf("a streaming ORDER BY without LIMIT sorts first by time attribute '%s' (%s) descending: it must be sorted in ascending order; descending order is not supported", p.Column, p.QueryType)
		}
		return fmt.Sprintf("a streaming ORDER BY without LIMIT requires the primary sort key to be a time attribute in ascending order, but %s. Sort by a rowtime or PROCTIME() column first, or add a LIMIT", key)
	})
}
