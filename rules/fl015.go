package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL015 flags a Kafka source that starts from committed group offsets (the
// default startup mode) without 'properties.group.id'.
var FL015 = newRule(fl015Doc, runFL015, model.Analyzer, optionUsesAnalyzer)

var fl015Doc = Doc{
	ID:           "FL015",
	Name:         "kafka-group-offsets-without-group-id",
	Summary:      "a Kafka source starting from group offsets (the default) without 'properties.group.id'",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "kafka", "connector-options"},
	Explanation: `
The Kafka table source's ` + "`'scan.startup.mode'`" + ` defaults to ` + "`group-offsets`" + `: start from the offsets the
consumer group committed. Since FLINK-24277 (Flink 1.14) the table source no longer invents a group id, so
without ` + "`'properties.group.id'`" + ` building the source fails with ` + "`IllegalStateException`" + ` "Property group.id
is required when using committed offset for offsets initializer". (The Kafka connector page still mentions
an auto-generated ` + "`KafkaSource-{tableIdentifier}`" + ` id; that text is stale.)

flinklint flags ` + "`kafka`" + ` tables the job reads (FROM, JOIN, ` + "`from_path`" + `, a descriptor read) whose
effective startup mode, after ` + "`LIKE`" + `, ` + "`ALTER TABLE`" + ` and the read's ` + "`/*+ OPTIONS(...) */`" + ` hint, is
` + "`group-offsets`" + ` (explicitly or by default) and that set no group id. Tables the job only writes are not
flagged (sinks need no group), nor the start of an ` + "`upsert-kafka`" + ` source (it always reads from the earliest offset).

` + "`'scan.bounded.mode' = 'group-offsets'`" + ` stops the read at the committed offsets: the builder validates
that stopping point the same way, so it needs ` + "`'properties.group.id'`" + ` too, whatever the start.

Source: flink-connector-kafka ` + "`KafkaSourceBuilder`" + ` / ` + "`ReaderHandledOffsetsInitializer.validate`" + `,
FLINK-24277, flink-facts §5.2.
`,
	Examples: []Example{{Path: "jobs/job.sql", Lang: "sql", Code: `CREATE TABLE orders (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);
INSERT INTO out SELECT id FROM orders;`}},
	Fix: `
Set ` + "`'properties.group.id'`" + ` (and, for a group that has not committed offsets yet,
` + "`'properties.auto.offset.reset' = 'earliest'`" + ` or ` + "`'latest'`" + `), or choose another
` + "`'scan.startup.mode'`" + ` (` + "`earliest-offset`" + `, ` + "`latest-offset`" + `, ` + "`timestamp`" + `, ` + "`specific-offsets`" + `).
No fix is suggested: the group id decides which committed offsets the job resumes from.
`,
	References: []string{
		"https://issues.apache.org/jira/browse/FLINK-24277",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/kafka/#start-reading-position",
	},
	Sources: []string{
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/streaming/connectors/kafka/table/KafkaConnectorOptions.java: 'scan.startup.mode' defaults to GROUP_OFFSETS (v3.0.0, v5.0.0)",
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/connector/kafka/source/enumerator/initializer/ReaderHandledOffsetsInitializer.java, validate: checkState (IllegalStateException) that group.id is set when starting from committed offsets, called by KafkaSourceBuilder (v3.0.0, v5.0.0)",
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/streaming/connectors/kafka/table/KafkaDynamicSource.java: 'KafkaSource-' plus the table identifier is only the source operator's name; the table source sets no group id (v3.0.0, v5.0.0); docs/content/docs/connectors/table/kafka.md still describes an auto-generated id (main eb8ff700)",
		"apache/flink commit 984cfe97975 (FLINK-24277, remove the auto-generated group id of the Kafka table source) on the 1.14-SNAPSHOT line; f3ef860de6e on master",
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/streaming/connectors/kafka/table/KafkaDynamicSource.java: bounded mode GROUP_OFFSETS sets OffsetsInitializer.committedOffsets() as the stopping initializer, and KafkaSourceBuilder.sanityCheck validates the stopping initializer as it does the starting one (v3.0.0, v5.0.0)",
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/streaming/connectors/kafka/table/UpsertKafkaDynamicTableFactory.java, createDynamicTableSource: the upsert-kafka source always starts at StartupMode.EARLIEST (v3.0.0, v5.0.0)",
	},
}

// isGroupOffsetsGroup tells the catalogue group FL015 reports.
func isGroupOffsetsGroup(g flink.Group) bool {
	if g.Kind != flink.RequiredIf || g.If.Key != "scan.startup.mode" && g.If.Key != "scan.bounded.mode" {
		return false
	}
	for _, k := range g.Keys {
		if k == "properties.group.id" {
			return true
		}
	}
	return false
}

// fl015Alternative is a mode of key that needs no committed offsets.
func fl015Alternative(key string) string {
	if key == "scan.bounded.mode" {
		return "latest-offset"
	}
	return "earliest-offset"
}

func runFL015(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[reportKey]bool{}
	declaredReads := func(use optionUse) bool { return use.side == flink.SourceOnly && use.decl != nil }
	for _, gv := range groupViolations(pass, flink.SourceOnly, declaredReads, isGroupOffsetsGroup) {
		use, v := gv.use, gv.v
		pos, end := use.decl.WithPos, use.decl.WithEnd
		how := "defaults to 'group-offsets'"
		if mode := use.opts.Get(v.Group.If.Key); mode != nil {
			pos, end = mode.Pos, mode.End
			how = fmt.Sprintf("is '%s'", mode.Value)
		}
		if v.Group.If.Key == "scan.bounded.mode" {
			how += " (the read stops at the committed offsets)"
		}
		k := reportKey{pos, use.table.Name}
		if seen[k] {
			continue
		}
		seen[k] = true
		m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end,
			Message: fmt.Sprintf("%s (connector '%s') is read with no 'properties.group.id' while '%s' %s: "+
				"the source fails to start (\"%s\"). Set 'properties.group.id', or another '%s' "+
				"such as '%s'", tableLabel(use.table), gv.spec.ID, v.Group.If.Key, how, v.Group.Message,
				v.Group.If.Key, fl015Alternative(v.Group.If.Key)),
			Related: use.related("the job reads the table here")})
	}
	return nil, nil
}
