package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL016 flags an upsert-kafka table without a PRIMARY KEY.
var FL016 = newRule(fl016Doc, runFL016, model.Analyzer, optionUsesAnalyzer)

var fl016Doc = Doc{
	ID:           "FL016",
	Name:         "upsert-kafka-without-primary-key",
	Summary:      "an 'upsert-kafka' table without a PRIMARY KEY, which Flink rejects",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "kafka"},
	Explanation: `
The ` + "`upsert-kafka`" + ` connector writes and reads records by key: the PRIMARY KEY columns form the Kafka message
key, and a record updates or deletes the row with that key. Its factory therefore rejects a table without
one, for sources and sinks alike, when the job is planned: "'upsert-kafka' tables require to define a
PRIMARY KEY constraint. The PRIMARY KEY specifies which columns should be read from or write to the Kafka
message key. The PRIMARY KEY also defines records in the 'upsert-kafka' table should update or delete on
which keys."

flinklint flags ` + "`upsert-kafka`" + ` tables (SQL ` + "`CREATE TABLE`" + `, including a ` + "`LIKE`" + ` copy that excludes the
parent's constraints, and ` + "`TableDescriptor`" + `s) that declare no primary key. A descriptor is not flagged
when its file calls ` + "`primary_key`" + ` in a schema flinklint cannot follow.

Source: flink-connector-kafka ` + "`UpsertKafkaDynamicTableFactory`" + ` (validatePKConstraints), flink-facts §5.7.
`,
	Examples: []Example{{Path: "jobs/job.sql", Lang: "sql", Code: `CREATE TABLE user_totals (user_id STRING, total BIGINT) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'user-totals',
  'properties.bootstrap.servers' = 'broker:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);`}},
	Fix: "Declare the key columns: `PRIMARY KEY (user_id) NOT ENFORCED` (`Schema.new_builder().primary_key(\"user_id\")` in PyFlink).",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/upsert-kafka/",
	},
	Sources: []string{
		"apache/flink-connector-kafka flink-connector-kafka/src/main/java/org/apache/flink/streaming/connectors/kafka/table/UpsertKafkaDynamicTableFactory.java, validatePKConstraints, called from validateSource and validateSink: a ValidationException when the table has no primary key (v3.0.0, v5.0.0)",
	},
}

func runFL016(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[reportKey]bool{}
	for _, job := range m.Jobs {
		for _, use := range optionsOf(pass, job).uses {
			c, id, ok := use.connector()
			decl := use.decl
			if !ok || id != "upsert-kafka" || decl == nil || decl.PrimaryKey || decl.PrimaryKeyUnknown || decl.UnknownParent {
				continue
			}
			pos, end := c.Pos, c.End
			if c.Origin == model.FromLike {
				// The connector is inherited: point at this table's own clause.
				pos, end = decl.WithPos, decl.WithEnd
			}
			pos, end, related := atRegistration(job, use.table, pos, end)
			k := reportKey{pos, use.table.Name}
			if seen[k] {
				continue
			}
			seen[k] = true
			m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end,
				Message: fmt.Sprintf("%s has no PRIMARY KEY: Flink rejects it when it plans the job (\"'upsert-kafka' tables "+
					"require to define a PRIMARY KEY constraint.\"). Declare the key columns with PRIMARY KEY (...) NOT ENFORCED",
					tableLabel(use.table)), Related: related})
		}
	}
	return nil, nil
}
