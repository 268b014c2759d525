package rules

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL070 flags FOR SYSTEM_TIME AS OF a processing-time attribute against a
// table with no lookup source: a processing-time temporal join, which
// Flink's streaming planner rejects.
var FL070 = newRule(fl070Doc, runFL070, model.Analyzer, semantics.Analyzer)

var fl070Doc = Doc{
	ID:           "FL070",
	Name:         "proctime-join-without-lookup-source",
	Summary:      "FOR SYSTEM_TIME AS OF a processing-time attribute joins a table whose connector has no lookup source (kafka, upsert-kafka, filesystem, datagen, kinesis), a table with a watermark or a view that is no projection of a lookup table, or a lookup join the planner cannot make (RIGHT/FULL, no equality on a lookup field, IS NOT DISTINCT FROM)",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "joins"},
	Explanation: `
A join ` + "`FOR SYSTEM_TIME AS OF`" + ` a processing-time attribute of the left side is a lookup join when the
right side is a table whose connector has a lookup source (jdbc, hbase, ...): each row looks up the
current value by key. When the right side has no lookup source (a Kafka or upsert-kafka topic, files,
datagen, Kinesis, or a view over such tables, such as a deduplicating view), the planner makes it a
processing-time temporal join, which it does not support, and the job fails at submission:

    TableException: Processing-time temporal join is not supported yet.

The planner makes a lookup join only of a scan of a lookup source, or of a projection of one. So the
join is a processing-time temporal join, and fails, also against:

- a table with a ` + "`WATERMARK`" + `: a streaming job reads it through a watermark assigner, not as a scan;
- a view that filters (` + "`WHERE`" + `), aggregates, deduplicates or ranks (` + "`OVER`" + `), joins, or is a ` + "`UNION`" + `, VALUES or
  a sorted ` + "`LIMIT`" + `, or a view that only projects such a view or a table without a lookup source.

flinklint reports it when the time is a column it knows to be a processing-time attribute of the left
side and the right side is known to be one of these. A table of another connector, of a catalog
flinklint cannot see, or a view it cannot follow, is silent. A versioned table without a primary key makes Flink report
"Temporal Table Join requires primary key in versioned table", and a condition without an equality
between the two sides "Currently the join key in Temporal Table Join can not be empty.", first; the
statement fails either way.

Against a table that has a lookup source (jdbc, hbase, Flink's test connector ` + "`'values'`" + `), the join is a
lookup join, and the planner rejects three shapes of it:

- a ` + "`RIGHT`" + ` or ` + "`FULL`" + ` join: "Correlate has invalid join type RIGHT" (a lookup join is INNER or LEFT, the
  lookup table on the right);
- a condition with no equality between a field of the lookup table and the left side (or a constant):
  "Temporal table join requires an equality condition on fields of table [...]" (` + "`ON TRUE`" + `, only ` + "`>`" + `/` + "`<`" + `,
  an expression of the lookup field such as ` + "`D.id + 2`" + `);
- ` + "`IS NOT DISTINCT FROM`" + ` between the sides, or its spelled-out form ` + "`a = b OR (a IS NULL AND b IS NULL)`" + `:
  "LookupJoin doesn't support join condition contains 'a IS NOT DISTINCT FROM b' ...".

A cast of the lookup field (the planner accepts some), a condition flinklint cannot read, or a filter in
WHERE on the lookup table of a LEFT join (it may make the join inner) is not judged.
Batch statements are not checked (their planner has no temporal join to report); the runtime mode is the session's at each statement, as a SET of it changes it.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders (id BIGINT, currency STRING, pt AS PROCTIME()) WITH ('connector' = 'datagen');
CREATE TABLE rates (currency STRING, rate DOUBLE, PRIMARY KEY (currency) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'rates', 'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json', 'value.format' = 'json');
SELECT o.id, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.pt AS r ON o.currency = r.currency;`}},
	Fix: `
Join a table with a lookup source (a ` + "`jdbc`" + ` or ` + "`hbase`" + ` table of the same data), or make it an event-time
temporal join: give both sides a rowtime (a ` + "`WATERMARK`" + `), the versioned side a primary key, and join
` + "`FOR SYSTEM_TIME AS OF`" + ` the left side's rowtime.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/joins/#lookup-join",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/joins/#processing-time-temporal-join",
	},
	Sources: []string{
		"apache/flink flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/rules/logical/LogicalCorrelateToJoinFromTemporalTableRule.scala: a lookup join is FOR SYSTEM_TIME AS OF a processing time on a scan (or a projection of a scan) of a LookupTableSource (getTableScan); anything else is a temporal join",
		"apache/flink flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/connectors/DynamicSourceUtils.java: a streaming scan of a table with a watermark is read through a watermark assigner (pushWatermarkAssigner); TemporalJoinTest#testProcTimeTemporalJoinOnLegacySource (a lookup source with a watermark) and the processing-time view tests of TemporalJoinTest plan a TemporalJoin that fails",
		"apache/flink@00c1439b flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/nodes/exec/stream/StreamExecTemporalJoin.java: the TableException for a processing-time temporal join that is not a temporal table function join (FLINK-19830)",
		"apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/runtime/stream/sql/TemporalJoinITCase.scala, testProcTimeTemporalJoin and testProcTimeTemporalJoinWithView: the expected message",
		"apache/flink DataGenTableSource, FileSystemTableSource; apache/flink-connector-kafka KafkaDynamicSource; apache/flink-connector-aws KinesisDynamicSource: scan sources without LookupTableSource",
		"apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/factories/TestValuesTableFactory.java: 'disable-lookup' selects a source without lookup",
		"apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testJoinInvalidJoinTemporalTable: the lookup join messages; flink-table/flink-table-planner/src/main/scala/org/apache/flink/table/planner/plan/rules/physical/common/CommonLookupJoinRule.scala: the IS NOT DISTINCT FROM message",
		"apache/flink-connector-jdbc JdbcDynamicTableSource and apache/flink-connector-hbase HBaseDynamicTableSource implement LookupTableSource",
	},
}

func runFL070(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	for _, job := range m.Jobs {
		streaming := isStreaming(job)
		for _, p := range res.Job(job).Problems {
			if !streamingAt(p.Mode, streaming) {
				continue
			}
			if p.Kind == semantics.LookupJoinInvalid {
				pos, end := p.Unit.Range(p.Span)
				m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
					"the lookup join against %s (connector '%s') FOR SYSTEM_TIME AS OF %s is rejected at planning (\"%s\"): %s",
					p.Table, p.Function, p.Column, p.Reason, lookupJoinFix(p.Reason))})
				continue
			}
			if p.Kind != semantics.ProcTimeTemporalJoin {
				continue
			}
			pos, end := p.Unit.Range(p.Span)
			if p.Reason != "" {
				m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
					"Processing-time temporal join is not supported yet: FOR SYSTEM_TIME AS OF the processing time %s cannot be a lookup join against %s: %s",
					p.Column, p.Table, p.Reason)})
				continue
			}
			m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf(
				"Processing-time temporal join is not supported yet: %s has no lookup source (connector '%s'), so FOR SYSTEM_TIME AS OF the processing time %s cannot be a lookup join",
				p.Table, p.Function, p.Column)})
		}
	}
	return nil, nil
}

// lookupJoinFix is the advice for a rejected lookup join.
func lookupJoinFix(reason string) string {
	switch {
	case strings.HasPrefix(reason, "Correlate"):
		return "a lookup join is an INNER or LEFT join with the lookup table on the right"
	case strings.HasPrefix(reason, "LookupJoin"):
		return "compare the key with = (rows whose key is NULL find no match)"
	}
	return "equate a field of the lookup table (not an expression of it) with the left side or a constant"
}
