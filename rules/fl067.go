package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
)

// FL067 flags a table declared with the legacy 'connector.type' options in
// a job on Flink 2.x, which has no factory left to read them.
var FL067 = newRule(fl067Doc, runFL067, model.Analyzer)

var fl067Doc = Doc{
	ID:           "FL067",
	Name:         "legacy-connector-options-removed-in-2x",
	Summary:      "a table declared with the legacy 'connector.type' options, which Flink 2.x no longer reads",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"migration", "correctness"},
	Explanation: `
Before Flink 1.11, tables were declared with ` + "`'connector.type' = 'kafka'`" + `, ` + "`'connector.topic'`" + `,
` + "`'format.type'`" + `, ` + "`'update-mode'`" + ` and so on. Flink 1.x kept reading them: a table whose options hold
` + "`connector.type`" + ` was handed to the legacy ` + "`TableFactory`" + ` stack (` + "`TableFactoryUtil.isLegacyConnectorOptions`" + `),
not to the ` + "`'connector' = '...'`" + ` factories. Flink 2.0 removed that stack (` + "`TableFactory`" + `,
` + "`TableSourceFactory`" + `, ` + "`TableSinkFactory`" + `, ` + "`TableSource`" + `, ` + "`TableSink`" + ` and the ` + "`descriptors`" + `
package): such a table has no ` + "`'connector'`" + ` option for the new factories, and the statement that reads or
writes it fails.

The job's Flink line comes from its linked deployments or ` + "`--flink-version`" + `; a job on 1.x, or whose line is
unknown, has no finding unless an upgrade is planned (` + "`--target-flink`" + `, ` + "`target-flink:`" + `).
`,
	Levels: `
- ` + "`error`" + `: the job runs on Flink 2.x.
- ` + "`warning`" + `: the job runs on 1.x and a planned target is given (` + "`--target-flink`" + `, ` + "`target-flink:`" + `).
`,
	Examples: []Example{
		{Path: "job.py", Lang: "python", Code: `from pyflink.table import EnvironmentSettings, TableEnvironment

t_env = TableEnvironment.create(EnvironmentSettings.in_streaming_mode())
t_env.execute_sql("""
    CREATE TABLE orders (id BIGINT) WITH (
        'connector.type' = 'kafka',
        'connector.version' = 'universal',
        'connector.topic' = 'orders',
        'format.type' = 'json',
        'update-mode' = 'append')
""")`},
		{Path: "deployment.yaml", Lang: "yaml", Code: `apiVersion: flink.apache.org/v1beta1
kind: FlinkDeployment
metadata:
  name: orders
spec:
  flinkVersion: v2_0
  job:
    jarURI: local:///opt/flink/opt/flink-python-2.0.0.jar
    entryClass: org.apache.flink.client.python.PythonDriver
    args: ["-py", "/opt/flink/usrlib/job.py"]`},
	},
	Fix: `
Declare the table with ` + "`'connector' = '<identifier>'`" + ` and that connector's options (see its page in the Flink
documentation for your version): the legacy keys have no one-to-one renaming.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-release-2.0/release-notes/flink-2.0/",
	},
	Sources: []string{
		"apache/flink docs/content/release-notes/flink-2.0.md, Highlight Breaking Changes / API (TableSource and TableSink removed) and Appendix / Removed Classes: org.apache.flink.table.factories.TableFactory, TableSourceFactory, TableSinkFactory, StreamTableSourceFactory, StreamTableSinkFactory, org.apache.flink.table.descriptors.*",
		"apache/flink flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/factories/TableFactoryUtil.java (1.x): isLegacyConnectorOptions returns true for options holding connector.type, which routes the table to the legacy factories",
	},
}

func runFL067(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	for _, job := range m.Jobs {
		target, ok := upgradeTargetOf(m, job)
		if !ok || job.Entry != nil && inPyFlinkPackage(job.Entry.Path) {
			continue
		}
		for _, t := range job.Tables {
			legacy := t.Options.Get("connector.type")
			if legacy == nil || t.Options.Get("connector") != nil {
				continue
			}
			m.Report(pass, target.level, analysis.Diagnostic{Pos: legacy.Pos, End: legacy.End,
				Message: fmt.Sprintf("table %s is declared with the legacy 'connector.type' options, which %s no longer reads (the TableFactory stack was removed in 2.0): declare it with 'connector' = '...' and that connector's options",
					t.Name, target.label)})
		}
	}
	return nil, nil
}
