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
	Summary:      "a window TVF (TUMBLE, HOP, CUMULATE, SESSION) or group window (GROUP BY TUMBLE(ts, ...)) over a column that is not a time attribute, or a streaming UNION of a time attribute with a column that is none, is rejected at planning",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
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
as it is keeps its marker; any expression drops it), and through UNION ALL (a time attribute both sides
have with one type stays one; a timestamp that is none on both sides is none). A regular join (one that is no interval, window or
temporal join) turns the time attributes of both its inputs into plain timestamps, and a window over its
output fails with "Window can only be defined on a time attribute column": flinklint calls a join regular
only when no condition of its query block (ON or WHERE, which the planner pushes into the join) reads a
timestamp that may be a time attribute or a window bound. A legacy group window after a regular join is
not reported: the planner builds it before it materialises the join's time attributes. It reports
only when it knows the column's type and that it carries no marker: after an aggregation or a join it
does not classify, it says nothing. In batch mode (the session's at the statement: a SET of it changes it for the statements after it) any TIMESTAMP column may be windowed, so the rule speaks
there only of a window TVF's time column that is no TIMESTAMP or TIMESTAMP_LTZ at all (a ` + "`BIGINT`" + ` epoch), which
the validator rejects in either mode:

    ValidationException: The window function TUMBLE(TABLE table_name, DESCRIPTOR(timecol), datetime interval[, datetime interval]) requires the timecol to be TIMESTAMP or TIMESTAMP_LTZ, but is BIGINT.

A streaming UNION (ALL or not) whose column is a time attribute on one side and a plain timestamp on
the other, or a rowtime on one side and a processing time on the other, is rejected as well:

    ValidationException: Union fields with time attributes requires same types, but the types are TIMESTAMP(3) and TIMESTAMP(3) *ROWTIME*.

The planner checks it after it pruned the columns no reader reads, so a UNION ALL's column is judged
where a reader reads it (a select item, a filter, the statement's output), as FL076 judges an OVER
column of a subquery.
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
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/calcite/RelTimeIndicatorConverter.java: visitSetOp and validateType, 'Union fields with time attributes requires same types'",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/functions/sql/SqlWindowTableFunction.java: the time column check and its message; checkTimeColumnDescriptorOperand: a column of no TIMESTAMP or TIMESTAMP_LTZ type in either mode (release-1.20.4 and release-2.2.1 alike), the signatures from getAllowedSignatures of SqlTumbleTableFunction, SqlHopTableFunction, SqlCumulateTableFunction and SqlSessionTableFunction",
		"apache/flink release-2.2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/batch/sql/WindowTableFunctionTest.scala: testInvalidTimeColType (a BIGINT time column in batch mode)",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala: testWindowOnNonTimeAttribute",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala: the group window messages",
		"apache/flink master flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/calcite/RelTimeIndicatorConverter.java (visitJoin) and flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/utils/JoinUtil.scala (satisfyRegularJoin): a regular join materialises both inputs' time attributes; interval, window and temporal joins do not",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/IntervalJoinTest.scala, testRowTimeInnerJoinAndWindowAggregationOnFirst: a window aggregate after an interval join, which keeps the rowtime (the regular-join variants are the conformance set's own, with the messages of WindowUtil and StreamLogicalWindowAggregateRule)",
	},
}

func runFL051(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	for _, job := range m.Jobs {
		streaming := isStreaming(job)
		for _, p := range res.Job(job).Problems {
			if p.Kind == semantics.UnionTimeAttributes && (p.Mode == semantics.ModeStreaming || p.Mode == semantics.ModeUnknown && streaming) {
				pos, end := p.Unit.Range(p.Span)
				where := ""
				if p.View != "" {
					where = " (in the query of view " + p.View + ", which this statement reads)"
				}
				m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
					"UNION column '%s' is %s on one side and %s on the other%s: a streaming UNION keeps a time attribute "+
						"only when every side has one of the same kind (%s). CAST the time attribute to a plain TIMESTAMP on "+
						"every side, or give every side one", p.Column, p.QueryType, p.SinkType, where, p.Reason)})
				continue
			}
			if p.Kind != semantics.WindowNotTimeAttribute {
				continue
			}
			pos, end := p.Unit.Range(p.Span)
			if p.Reason != "" {
				// No TIMESTAMP at all: the validator rejects it in either mode.
				m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
					"%s windows by column '%s', which is %s: %s Window by a TIMESTAMP(3) or TIMESTAMP_LTZ(3) column "+
						"(in a streaming job a time attribute: a WATERMARK on it, or a PROCTIME() column)", p.Function, p.Column, p.QueryType, p.Reason)})
				continue
			}
			if !streamingAt(p.Mode, streaming) {
				continue // a batch statement windows over any TIMESTAMP column
			}
			what := "the window function requires the timecol is a time attribute type"
			if p.GroupWindow {
				what = "a window aggregate can only be defined over a time attribute column"
			}
			if p.Materialized {
				if !p.GroupWindow {
					what = "a window can only be defined on a time attribute column"
				}
				m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
					"%s windows by column '%s', a time attribute that a regular join turned into a plain %s: %s. "+
						"Window each input before the join, or use an interval join, which keeps time attributes", p.Function, p.Column, p.QueryType, what)})
				continue
			}
			m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
				"%s windows by column '%s', which is %s and not a time attribute: %s. "+
					"Declare a WATERMARK on it, or window by a PROCTIME() column", p.Function, p.Column, p.QueryType, what)})
		}
	}
	return nil, nil
}
