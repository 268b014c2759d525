package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL071 flags an event-time temporal join whose right side is not a
// versioned table: no rowtime, no primary key, or a rowtime of another
// type than the left side's.
var FL071 = newRule(fl071Doc, runFL071, model.Analyzer, semantics.Analyzer)

var fl071Doc = Doc{
	ID:           "FL071",
	Name:         "event-time-join-without-versioned-table",
	Summary:      "FOR SYSTEM_TIME AS OF a rowtime joins a table with no watermark, no primary key, a rowtime of another type (TIMESTAMP against TIMESTAMP_LTZ), or on a condition that does not equate its whole primary key with the left side: Flink rejects the event-time temporal join",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "joins"},
	Explanation: `
A join ` + "`FOR SYSTEM_TIME AS OF`" + ` a rowtime of the left side is an event-time temporal join: each row is joined
with the version of the right side's row, by key, that was valid at its time. The right side must be
a versioned table: a rowtime (a ` + "`WATERMARK`" + `) that orders its versions, a primary key that says which
rows are versions of one another, and a rowtime of the same type as the left side's; the condition
must equate columns of both sides, the whole primary key among them. The planner fails the job at
submission:

    ValidationException: Currently the join key in Temporal Table Join can not be empty.
    ValidationException: Event-Time Temporal Table Join requires both primary key and row time attribute
    in versioned table, but no row time attribute can be found.
    ValidationException: Temporal Table Join requires primary key in versioned table, but no primary key
    can be found.
    ValidationException: Event-Time Temporal Table Join requires same rowtime type in left table and
    versioned table, but the rowtime types are TIMESTAMP_LTZ(3) *ROWTIME* and TIMESTAMP(3) *ROWTIME*.
    ValidationException: Temporal table's primary key [currency] must be included in the equivalence
    condition of temporal join, but current temporal join condition is [amount=rate].

flinklint checks a right side that is a table it knows whole, when the time is a column it knows to
be a rowtime of the left side, and reads the condition only when it is an AND of comparisons between
plain columns and literals (with a function or cast on a column, or an OR, the condition is not
checked). A join ` + "`FOR SYSTEM_TIME AS OF`" + ` a processing time that cannot be a lookup join (see FL070) is a
temporal join too, and fails first for an empty join key. Of a view (a deduplicating view is a versioned table through its unique key) only the join
key is checked (` + "`ON TRUE`" + ` has none); a table of a catalog flinklint cannot see, and batch jobs, are not
checked.

The time itself must be a time attribute column of the left side: ` + "`FOR SYSTEM_TIME AS OF o.ts`" + ` of a plain
TIMESTAMP(3) column fails with "Temporal table join currently only supports 'FOR SYSTEM_TIME AS OF' left
table's time attribute field", as does a rowtime shifted by an interval (` + "`o.rt + INTERVAL '1' SECOND`" + `), and a function call (` + "`FOR SYSTEM_TIME AS OF PROCTIME()`" + `) with "Querying a
temporal table using 'FOR SYSTEM TIME AS OF' syntax with an expression call 'PROCTIME()' is not
supported yet." (declare ` + "`proc AS PROCTIME()`" + ` on the left table and name it). A time of another type than
TIMESTAMP or TIMESTAMP_LTZ is rejected by the validator before any of that, in either runtime mode (flinklint
reports it in streaming jobs): ` + "`FOR SYSTEM_TIME AS OF 'o.ts'`" + ` is a string literal, "The system time period
specification expects Timestamp type but is 'CHAR'".
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders (id BIGINT, currency STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE rates (currency STRING, rate DOUBLE, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'rates', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json');
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency;`}},
	Fix: `
Give the versioned table a ` + "`WATERMARK`" + ` and a ` + "`PRIMARY KEY ... NOT ENFORCED`" + ` (an ` + "`upsert-kafka`" + ` table or a CDC format
such as ` + "`debezium-json`" + `), or read it through a deduplicating view (` + "`ROW_NUMBER() OVER (PARTITION BY key ORDER BY ts DESC) = 1`" + `);
declare both rowtimes as ` + "`TIMESTAMP(3)`" + ` or both as ` + "`TIMESTAMP_LTZ(3)`" + `.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/joins/#event-time-temporal-join",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/concepts/versioned_tables/",
	},
	Sources: []string{
		"apache/flink flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/rules/logical/LogicalCorrelateToJoinFromTemporalTableRule.scala: the empty join key, then the versioned table's rowtime; the primary key is left to TemporalJoinRewriteWithUniqueKeyRule",
		"apache/flink flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/rules/logical/TemporalJoinRewriteWithUniqueKeyRule.scala: the primary key and its place in the equalities (named by the rule above, not re-read for this rule)",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/calcite/sql/validate/SqlValidatorImpl.java: validateSnapshot (illegalExpressionForTemporal)",
		"apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testInvalidTemporalTablJoin: the expected messages (the rowtime types' message is checked there; its throwing class is not re-read for this rule)",
	},
}

func runFL071(pass *analysis.Pass) (any, error) {
	return reportStreamingSemantic(pass, semantics.EventTimeTemporalJoinInvalid, func(p semantics.Problem) string {
		return fmt.Sprintf("%s (versioned table %s)", p.Reason, p.Table)
	})
}
