package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// FL018 flags a table read through a sink-only connector or written through
// a source-only one.
var FL018 = newRule(fl018Doc, runFL018, model.Analyzer, optionUsesAnalyzer)

var fl018Doc = Doc{
	ID:           "FL018",
	Name:         "connector-unsupported-side",
	Summary:      "a table read through a sink-only connector, or written through a source-only one",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "connector-options"},
	Explanation: `
Some connectors provide only one side: ` + "`print`" + `, ` + "`blackhole`" + ` and ` + "`firehose`" + ` are sinks, ` + "`datagen`" + ` and
` + "`kinesis-legacy`" + ` (flink-connector-aws v5) are sources. Flink finds the factory when it plans the query and
fails with "Connector 'print' can only be used as a sink. It cannot be used as a source." (or the reverse).

flinklint flags a read (FROM, JOIN, ` + "`from_path`" + `) of a sink-only table and a write (INSERT, ` + "`execute_insert`" + `)
into a source-only table.

Source: ` + "`FactoryUtil.discoverTableFactory`" + ` / ` + "`FactoryUtil.createDynamicTableSource`" + ` (apache/flink),
flink-facts §2.2.
`,
	Levels: `
- ` + "`error`" + `: connectors bundled with Flink.
- ` + "`warning`" + `: connectors released apart from Flink, whose other releases may provide the missing side.
`,
	Examples: []Example{{Path: "jobs/job.sql", Lang: "sql", Code: `CREATE TABLE debug (id STRING) WITH ('connector' = 'print');
INSERT INTO out SELECT id FROM debug;`}},
	Fix: `Use a connector that provides the side the job needs (for test data, ` + "`datagen`" + `; for output, ` + "`print`" + ` or ` + "`blackhole`" + `).`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/connectors/table/overview/",
	},
	Sources: []string{
		"apache/flink flink-table/flink-table-common/src/main/java/org/apache/flink/table/factories/FactoryUtil.java, enrichNoMatchingConnectorError: 'Connector ... can only be used as a sink. It cannot be used as a source.' and the reverse, when the identifier's factory provides only the other side (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink flink-table/flink-table-api-java-bridge/src/main/java/org/apache/flink/connector/: print/table/PrintTableSinkFactory and blackhole/table/BlackHoleTableSinkFactory implement only DynamicTableSinkFactory, datagen/table/DataGenTableSourceFactory only DynamicTableSourceFactory (release-1.20.4, release-2.2.1-rc2)",
		"apache/flink-connector-aws flink-connector-aws/flink-connector-aws-kinesis-firehose/.../KinesisFirehoseDynamicTableFactory.java ('firehose') extends AsyncDynamicTableSinkFactory; flink-connector-aws/flink-connector-kinesis/.../KinesisDynamicTableFactory.java is 'kinesis-legacy' and implements only DynamicTableSourceFactory (v5.0.0; named 'kinesis' at v4.2.0; the module is gone at v6.0.0)",
	},
}

func runFL018(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	seen := map[reportKey]bool{}
	for _, job := range m.Jobs {
		for _, use := range optionsOf(pass, job).uses {
			c, id, ok := use.connector()
			if !ok || !use.sideKnown() {
				continue
			}
			spec, known := flink.Connector(id, flink.Version{})
			if !known {
				continue
			}
			var can, cannot string
			switch {
			case use.side == flink.SourceOnly && !spec.Source:
				can, cannot = "sink", "source"
			case use.side == flink.SinkOnly && !spec.Sink:
				can, cannot = "source", "sink"
			default:
				continue
			}
			k := reportKey{c.Pos, use.table.Name + cannot}
			if seen[k] {
				continue
			}
			seen[k] = true
			level := finding.Error
			msg := fmt.Sprintf("%s (connector '%s') is used as a %s: Flink fails when it plans the job "+
				"(\"Connector '%s' can only be used as a %s. It cannot be used as a %s.\"). Use a connector that provides a %s",
				tableLabel(use.table), id, cannot, id, can, cannot, cannot)
			if !spec.Bundled {
				level = finding.Warning
				msg += fmt.Sprintf(" (checked against %s)", spec.Release)
			}
			m.Report(pass, level, analysis.Diagnostic{Pos: c.Pos, End: c.End, Message: msg,
				Related: use.related("the job uses the table as a " + cannot + " here")})
		}
	}
	return nil, nil
}
