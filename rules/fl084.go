package rules

import (
	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL084 flags a table read in batch mode whose source is unbounded or
// produces updates.
var FL084 = newRule(fl084Doc, runFL084, model.Analyzer, semantics.Analyzer)

var fl084Doc = Doc{
	ID:           "FL084",
	Name:         "batch-read-of-unbounded-or-updating-source",
	Summary:      "A query in batch mode reads a table whose source is unbounded (kafka without 'scan.bounded.mode', datagen without 'number-of-rows') or produces updates: the planner rejects it",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics"},
	Explanation: `
In batch mode (` + "`SET 'execution.runtime-mode' = 'batch'`" + `, ` + "`EnvironmentSettings.in_batch_mode()`" + `) every table a query
scans must end, and must hold rows only (inserts), as the planner checks when it converts the table's
source (DynamicSourceUtils.validateScanSourceForBatch):

    ValidationException: Querying an unbounded table 'default_catalog.default_database.orders' in batch mode is not allowed. The table source is unbounded.
    TableException: Querying a table in batch mode is currently only possible for INSERT-only table sources. But the source for table 'default_catalog.default_database.users' produces other changelog messages than just INSERT.

flinklint knows the boundedness of the sources whose options decide it: ` + "`kafka`" + ` is unbounded unless
` + "`scan.bounded.mode`" + ` names a stopping point, ` + "`upsert-kafka`" + ` without it is unbounded, ` + "`datagen`" + ` is unbounded
unless ` + "`number-of-rows`" + ` is set, ` + "`jdbc`" + ` scans once. A bounded source produces updates when its format is a CDC
format (` + "`debezium-json`" + `, ` + "`canal-json`" + `, ...). The runtime mode is followed statement by statement (FL079); a
lookup join (FOR SYSTEM_TIME AS OF) reads no scan; a read inside a view's query (translated only when a
query reads the view, where flinklint does not follow it), a read with an OPTIONS hint, and a read of a
table whose options are not all known are not judged.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id BIGINT, amount DOUBLE) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json', 'scan.startup.mode' = 'earliest-offset');
SELECT SUM(amount) FROM orders;`}},
	Fix: "Give the source an end (`'scan.bounded.mode' = 'latest-offset'` for kafka, `'number-of-rows'` for datagen), read an insert-only table, or run the query in streaming mode.",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/datastream/execution_mode/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/kafka/#scan-bounded-mode",
	},
	Sources: []string{
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/connectors/DynamicSourceUtils.java: validateScanSourceForBatch",
		"apache/flink flink-table/flink-table-api-java-bridge/src/main/java/org/apache/flink/connector/datagen/table/DataGenTableSource.java: isBounded = numberOfRows != null",
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/streaming/connectors/kafka/table/KafkaDynamicSource.java: the scan is bounded when a bounded mode sets stopping offsets",
		"apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/batch/sql/TableScanTest.scala: testScanOnUnboundedSource, testScanOnChangelogSource, testScanOnUpsertSource",
	},
}

func runFL084(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.BatchSourceUnsupported, func(p semantics.Problem) string { return p.Reason })
}
