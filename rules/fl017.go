package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL017 flags a 'kafka' table with a PRIMARY KEY and an insert-only value
// format.
var FL017 = newRule(fl017Doc, runFL017, model.Analyzer, optionUsesAnalyzer)

var fl017Doc = Doc{
	ID:           "FL017",
	Name:         "kafka-primary-key-with-insert-only-format",
	Summary:      "a 'kafka' table with a PRIMARY KEY and an insert-only value format, which Flink rejects",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "kafka"},
	Explanation: `
A plain ` + "`kafka`" + ` table is an append-only log; it can honour a PRIMARY KEY only with a changelog format
(` + "`debezium-json`" + `, ` + "`canal-json`" + `, ` + "`maxwell-json`" + `, ...). With an insert-only value format (` + "`json`" + `,
` + "`csv`" + `, ` + "`avro`" + `, ` + "`raw`" + `, ...) the factory rejects the table when the job is planned: "The Kafka table
'...' with 'json' format doesn't support defining PRIMARY KEY constraint on the table, because it can't
guarantee the semantic of primary key."

A primary key on Kafka data usually means the table should be ` + "`upsert-kafka`" + `, which writes updates and
deletes by key.

Source: flink-connector-kafka ` + "`KafkaDynamicTableFactory`" + ` (validatePKConstraints), flink-facts §5.3.
`,
	Examples: []Example{{Path: "jobs/job.sql", Lang: "sql", Code: `CREATE TABLE users (
  user_id STRING,
  name STRING,
  PRIMARY KEY (user_id) NOT ENFORCED
) WITH (
  'connector' = 'kafka',
  'topic' = 'users',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);`}},
	Fix: `
Use ` + "`'connector' = 'upsert-kafka'`" + ` with ` + "`'key.format'`" + ` and ` + "`'value.format'`" + ` if rows update by key; use a
changelog format if the topic carries CDC records; or drop the PRIMARY KEY for an append-only topic.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/kafka/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/upsert-kafka/",
	},
	Sources: []string{
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/streaming/connectors/kafka/table/KafkaDynamicTableFactory.java, validatePKConstraints, called for sources and sinks: a primary key with a format whose changelog mode contains only INSERT is rejected (v3.0.0, v5.0.0)",
		"apache/flink flink-formats: JsonFormatFactory, CsvFormatFactory and AvroFormatFactory return ChangelogMode.insertOnly() (release-2.2.1-rc2)",
	},
}

func runFL017(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[reportKey]bool{}
	for _, job := range m.Jobs {
		for _, use := range optionsOf(pass, job).uses {
			c, id, ok := use.connector()
			decl := use.decl
			if !ok || id != "kafka" || decl == nil || !decl.PrimaryKey {
				continue
			}
			// Flink reads 'format', falling back to 'value.format'.
			f := use.opts.Get("format")
			if f == nil {
				f = use.opts.Get("value.format")
			}
			if f == nil || f.Hole {
				continue
			}
			if insertOnly, known := flink.FormatIsInsertOnly(f.Value); !known || !insertOnly {
				continue
			}
			pos, end := decl.KeyPos, decl.KeyEnd
			if !pos.IsValid() {
				pos, end = c.Pos, c.End
				if c.Origin == model.FromLike {
					pos, end = decl.WithPos, decl.WithEnd
				}
			}
			pos, end, related := atRegistration(job, use.table, pos, end)
			k := reportKey{pos, f.Value}
			if seen[k] {
				continue
			}
			seen[k] = true
			m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end,
				Message: fmt.Sprintf("%s has a PRIMARY KEY but the insert-only format '%s': Flink rejects it when it plans the job "+
					"(\"The Kafka table '%s' with '%s' format doesn't support defining PRIMARY KEY constraint on the table, "+
					"because it can't guarantee the semantic of primary key.\"). Use 'upsert-kafka' for rows keyed by it, "+
					"a changelog format, or drop the PRIMARY KEY", tableLabel(use.table), f.Value, use.table.Name, f.Value),
				Related: append(related, analysis.RelatedInformation{Pos: f.Pos, End: f.End, Message: "the insert-only value format"})})
		}
	}
	return nil, nil
}
