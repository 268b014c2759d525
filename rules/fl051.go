package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL051 flags a window table-valued function over a column that is not a
// time attribute.
var FL051 = newRule(fl051Doc, runFL051, model.Analyzer, semantics.Analyzer)

var fl051Doc = Doc{
	ID:           "FL051",
	Name:         "window-over-non-time-attribute",
	Summary:      "a window TVF (TUMBLE, HOP, CUMULATE, SESSION) or group window (GROUP BY TUMBLE(ts, ...)) over a column that is not a time attribute is rejected at planning",
	DefaultLevel: finding.Error,
	Since:        "0.3.0",
	Tags:         []string{"correctness", "sql", "semantics", "time"},
	Explanation: `
A window table-valued function assigns rows to windows by a time attribute: a rowtime column (one a
` + "`WATERMARK FOR`" + ` clause declares) or a processing-time column (` + "`AS PROCTIME()`" + `). A plain ` + "`TIMESTAMP(3)`" + `
column, a ` + "`BIGINT`" + ` epoch, or a time attribute that lost its marker on the way (a ` + "`CAST`" + `, an expression,
a regular join's output) is not one, and the planner rejects the query when the job is submitted:

    ValidationException: The window function requires the timecol is a time attribute type, but is TIMESTAMP(3).

The legacy group windows (` + "`GROUP BY TUMBLE(ts, INTERVAL '1' MINUTE)`" + `) fail the same way: "Window aggregate
can only be defined over a time attribute column, but TIMESTAMP(3) encountered."

flinklint follows time attributes through views, subqueries, CTEs and select lists (a column selected
as it is keeps its marker; any expression drops it). It reports only when it knows the column's type
and that it carries no marker: after a join or an aggregation, which may keep or drop the marker,
it says nothing.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE bids (item STRING, price DOUBLE, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
SELECT window_start, COUNT(*)
FROM TABLE(TUMBLE(TABLE bids, DESCRIPTOR(ts), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end;`}},
	Fix: `
Declare a watermark on the column (` + "`WATERMARK FOR ts AS ts - INTERVAL '5' SECOND`" + `), or window by processing time
with a column ` + "`proc AS PROCTIME()`" + `. For a BIGINT epoch, add a computed column
` + "`ts AS TO_TIMESTAMP_LTZ(epoch_millis, 3)`" + ` and declare the watermark on it.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/window-tvf/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/concepts/time_attributes/",
	},
	Sources: []string{
		"apache/flink release-2.1 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/functions/sql/SqlWindowTableFunction.java: the time column check and its message",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala: testWindowOnNonTimeAttribute",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala: the group window messages",
	},
}

func runFL051(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	for _, job := range m.Jobs {
		for _, p := range res.Job(job).Problems {
			if p.Kind != semantics.WindowNotTimeAttribute {
				continue
			}
			pos, end := p.Unit.Range(p.Span)
			what := "the window function requires the timecol is a time attribute type"
			if p.GroupWindow {
				what = "a window aggregate can only be defined over a time attribute column"
			}
			m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
				"%s windows by column '%s', which is %s and not a time attribute: %s. "+
					"Declare a WATERMARK on it, or window by a PROCTIME() column", p.Function, p.Column, p.QueryType, what)})
		}
	}
	return nil, nil
}
