package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL078 flags an operator that consumes inserts only (an interval join)
// reading an updating input: Flink rejects the query at planning.
var FL078 = newRule(fl078Doc, runFL078, model.Analyzer, semantics.Analyzer)

var fl078Doc = Doc{
	ID:           "FL078",
	Name:         "updating-input-into-insert-only-operator",
	Summary:      "an interval join or an OVER aggregate ordered by a time attribute reads an updating input (a changelog source, a GROUP BY, an outer or anti join): the planner's IntervalJoin and OverAggregate consume inserts only",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "changelog", "joins"},
	Explanation: `
Some streaming operators keep no state to undo a row they already emitted, so they accept inserts
only. An interval join (a join whose condition bounds one side's time attribute between bounds on the
other side's, ` + "`a.ts BETWEEN b.ts - INTERVAL '1' MINUTE AND b.ts`" + `) is one of them: when one of its inputs
updates (a CDC or upsert source, a non-windowed aggregation, a regular outer join, a Top-N), the job
fails at planning:

    TableException: IntervalJoin doesn't support consuming update and delete changes which is produced by node ...

An OVER aggregate ordered by a time attribute (` + "`SUM(x) OVER (PARTITION BY k ORDER BY ts)`" + `) is another:

    TableException: OverAggregate doesn't support consuming update and delete changes which is produced by node ...

(since 2.1 an OVER aggregate ordered by a column that is no time attribute accepts updates). The OVER
aggregate of a subquery, CTE or view counts where a reader reads its column (FL076 says which blocks
the planner plans).

flinklint reports it when the interval join's condition holds such a BETWEEN on time attributes it
knows, or the OVER window's ORDER BY is a time attribute it knows, and the semantic layer's changelog
inference knows an input to update. What it cannot follow is silent.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE payments (id BIGINT, order_id BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'payments', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'debezium-json');
CREATE TABLE orders (id BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json');
SELECT o.id, p.id FROM orders AS o
JOIN payments AS p ON o.id = p.order_id AND p.ts BETWEEN o.ts AND o.ts + INTERVAL '1' HOUR;`}},
	Fix: `
Join the changelog with a regular join (no time bounds), or as a versioned table with an event-time
temporal join (` + "`FOR SYSTEM_TIME AS OF`" + `), or read an append-only stream of the changes.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/joins/#interval-joins",
	},
	Sources: []string{
		"apache/flink release-2.2.1-rc3 and master flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/optimize/program/FlinkChangelogModeInferenceProgram.scala: StreamPhysicalIntervalJoin requires insert-only inputs; the message \"<node> doesn't support consuming <kinds> changes which is produced by node <node>\"",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 FlinkChangelogModeInferenceProgram.scala: StreamPhysicalOverAggregate requires insert-only input (release-2.2.1-rc2: unless ordered by a column that is no rowtime or proctime)",
	},
}

func runFL078(pass *analysis.Pass) (any, error) {
	return reportStreamingSemantic(pass, semantics.UpdatingInputUnsupported, func(p semantics.Problem) string {
		if p.Function == "OverAggregate" {
			where := ""
			if p.View != "" {
				where = " (in the query of view " + p.View + ", which this statement reads)"
			}
			return fmt.Sprintf("this OVER aggregate, ordered by a time attribute, reads an updating input%s, and Flink rejects it at planning (\"%s\"): "+
				"aggregate the changelog with a GROUP BY, or read an append-only stream", where, p.Reason)
		}
		return fmt.Sprintf("this interval join reads an updating input, and Flink rejects it at planning (\"%s\"): "+
			"join the changelog with a regular or temporal join instead", p.Reason)
	})
}
