package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL076 flags the OVER aggregates of a streaming query that the planner
// rejects.
var FL076 = newRule(fl076Doc, runFL076, model.Analyzer, semantics.Analyzer)

var fl076Doc = Doc{
	ID:           "FL076",
	Name:         "streaming-over-window-invalid",
	Summary:      "a streaming OVER aggregate must be ordered by one time attribute ascending, every OVER aggregate of a SELECT must use the same window, and frames take no EXCLUDE or character bound",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "time"},
	Explanation: `
The streaming planner computes OVER aggregates (` + "`COUNT(*) OVER (PARTITION BY k ORDER BY ts ROWS ...)`" + `) with
one operator per SELECT, which accepts only:

- one window for every OVER aggregate of the SELECT: the same PARTITION BY, ORDER BY and frame
  ("All aggregates must be computed on the same window.");
- an ORDER BY of a single key, ascending ("The window can only be ordered by a single time column.",
  "The window can only be ordered in ASCENDING mode."), which is a time attribute (a rowtime, or a
  processing time): "OVER windows' ordering in stream mode must be defined on a time attribute." A
  time attribute that a regular join or a CAST turned into a plain timestamp is no longer one. Since
  2.1 an unbounded window (UNBOUNDED PRECEDING to the current row, the default with ORDER BY) may be
  ordered by any column; a bounded one still may not ("Non-time attribute sort is not supported for
  bounded OVER window."). An unbounded window is judged only in a job known to run an older release;
- a frame without EXCLUDE CURRENT ROW, EXCLUDE GROUP or EXCLUDE TIES, and with numeric or interval
  bounds ("CHARACTER type is not allowed for window boundary").

The job fails when it is planned. flinklint checks the OVER aggregates of every query block the
planner plans: the SELECT at the top of a statement, and a subquery, CTE, UNION branch or view whose
OVER column a reader reads (a select item computed from it, a filter, a grouping, a join condition,
the statement's output). A column no reader reads is pruned before planning and is not judged, a
ROW_NUMBER, RANK or DENSE_RANK the reader filters is a Top-N, and a view's query is judged in each
statement that reads the view (the finding is at the view's name there). It reports only what it
knows: windows it cannot compare, a column whose time attribute it cannot tell, are silent. Batch
jobs order OVER windows by anything.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE clicks (url STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
SELECT url, COUNT(*) OVER (PARTITION BY url ORDER BY ts ROWS BETWEEN 5 PRECEDING AND CURRENT ROW)
FROM clicks;`}},
	Fix: `
Declare a watermark on the ordering column (or order by a PROCTIME() column), compute OVER aggregates
of different windows in separate queries and join them, and drop the frame exclusion.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/over-agg/",
	},
	Sources: []string{
		"apache/flink master flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/nodes/exec/stream/StreamExecOverAggregate.java: one window per OVER aggregate node, a single ascending order key, a time attribute",
		"apache/flink release-2.1.2-rc1 and release-2.2.1-rc2 StreamExecOverAggregate.java: TimeAttribute.NON_TIME, an unbounded window ordered by any column, 'Non-time attribute sort is not supported for bounded OVER window.' (release-2.0.2-rc4 and release-1.20.4 reject every non-time order)",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala: testExclusionCurrentRowIsNotSupported and its kin, testWindowBoundaryNotNumeric, testProcTimeBoundedPartitionedRowsOverDifferentWindows, and the planned windows",
		"apache/flink master flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/calcite/RelTimeIndicatorConverter.java: the time attributes a regular join materialises",
	},
}

func runFL076(pass *analysis.Pass) (any, error) {
	return reportStreamingSemantic(pass, semantics.OverWindowInvalid, func(p semantics.Problem) string {
		if p.View != "" {
			// The view's query is planned with the statement that reads it.
			p.View, p.Reason = "", p.Reason+" (in the query of view "+p.View+", which this statement reads)"
		}
		switch {
		case p.Materialized:
			return fmt.Sprintf("the OVER window orders by '%s', a time attribute that a regular join turned into a plain %s: %s", p.Column, p.QueryType, p.Reason)
		case p.QueryType.Known() && p.Column != "":
			return fmt.Sprintf("the OVER window orders by column '%s', which is %s and not a time attribute: %s", p.Column, p.QueryType, p.Reason)
		case p.QueryType.Known():
			return fmt.Sprintf("the OVER window orders by an expression of type %s, which is no time attribute: %s", p.QueryType, p.Reason)
		}
		return "a streaming OVER aggregate the planner rejects: " + p.Reason
	})
}
