package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL077 flags window arguments the streaming planner rejects.
var FL077 = newRule(fl077Doc, runFL077, model.Analyzer, semantics.Analyzer)

var fl077Doc = Doc{
	ID:           "FL077",
	Name:         "window-argument-invalid",
	Summary:      "a window's arguments the planner rejects: a HOP or CUMULATE aggregate whose size is no multiple of its slide or step, named TVF arguments not starting with DATA and TIMECOL, a group window with an alignment, a month or year size, or a size computed from a column",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "time"},
	Explanation: `
Windows take constant sizes that the planner turns into an operator when the job is submitted:

- a window aggregate over ` + "`HOP`" + ` or ` + "`CUMULATE`" + ` (` + "`GROUP BY window_start, window_end`" + `) cuts the stream
  into slices, so HOP's size must be an integral multiple of its slide and CUMULATE's max size an
  integral multiple of its step ("HOP table function based aggregate requires size must be an
  integral multiple of slide, but got size 600000 ms and slide 240000 ms");
- named arguments of a window TVF must begin with ` + "`DATA =>`" + ` then ` + "`TIMECOL =>`" + ` ("Illegal first argument to
  Window TVF: Note that the DATA param must be the first"; ` + "`TIMECOL =>`" + ` second only on a job known to run
  Flink 1.x, as 2.x plans the arguments after DATA in any order), and ` + "`SESSION`" + ` takes three (the deprecated
  ` + "`SESSION(TABLE t, DESCRIPTOR(ts), DESCRIPTOR(key), gap)`" + ` fails with "Invalid number of arguments to function
  'SESSION'. Was expecting 3 arguments": the keys go to ` + "`TABLE t PARTITION BY key`" + `);
- a legacy group window (` + "`GROUP BY TUMBLE(ts, size)`" + `) takes no alignment argument ("TUMBLE window with
  alignment is not supported yet"), no MONTH or YEAR interval ("Window aggregate only support SECOND,
  MINUTE, HOUR, DAY as the time unit."), and no size computed from a column.

flinklint reads interval literals of a single day-time unit; any other size is not judged. It checks
the sliced aggregate only when the TVF is the query's own FROM item. Batch jobs are not checked.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE bids (item STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
SELECT item, window_start, window_end, COUNT(*)
FROM TABLE(HOP(TABLE bids, DESCRIPTOR(ts), INTERVAL '4' MINUTE, INTERVAL '10' MINUTE))
GROUP BY item, window_start, window_end;`}},
	Fix: `
Choose a slide (or step) that divides the size, list named arguments as DATA, TIMECOL, then the
intervals, and give group windows one constant day-time interval (a window TVF's OFFSET argument
aligns windows).
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/window-tvf/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/window-agg/",
	},
	Sources: []string{
		"apache/flink master flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/nodes/exec/common/CommonExecWindowAggregate.java: createSliceAssigner and its two messages",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala: testUnsupportedException_HopSizeNonDivisible, testUnsupportedException_CumulateSizeNonDivisible",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala: testWindowTVFWithNamedParamsOrderChange1 and 2",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala: testTumbleWindowNoOffset, testHopWindowNoOffset, testSessionWindowNoOffset, testVariableWindowSize, testWindowWrongWindowParameter1 and 2 (LogicalWindowAggregateRuleBase); the alignment message from the legacy planner's WindowAggregateValidationTest",
	},
}

func runFL077(pass *analysis.Pass) (any, error) {
	return reportStreamingSemantic(pass, semantics.WindowArgumentInvalid, func(p semantics.Problem) string {
		return fmt.Sprintf("%s: %s", p.Function, p.Reason)
	})
}
