package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL053 flags an ALTER TABLE action that does not fit the table it
// changes.
var FL053 = newRule(fl053Doc, runFL053, model.Analyzer, semantics.Analyzer)

var fl053Doc = Doc{
	ID:           "FL053",
	Name:         "invalid-alter-table",
	Summary:      "an ALTER TABLE adds a column that exists, modifies or drops one that does not, drops a column something uses, or changes a key or watermark the table lacks",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "ddl"},
	Explanation: `
Flink applies ` + "`ALTER TABLE ... ADD | MODIFY | DROP | RENAME`" + ` to the table's schema as it stands and rejects a
change that does not fit it:

- ADD of a column that exists ("Try to add a column ` + "`a`" + ` which already exists in the table."), of a
  second primary key or watermark, or ` + "`AFTER`" + ` a column that does not exist;
- MODIFY of a column that does not exist, or of a primary key or watermark the table does not define;
- DROP of a column that does not exist, or that the primary key, the partition keys, the watermark or
  a computed column uses ("The column ` + "`a`" + ` is referenced by computed column ` + "`d`" + `."); of a key, constraint or
  watermark the table does not define;
- RENAME of a column onto an existing name, or of a column the partition keys, the watermark or a
  computed column uses;
- a list that names a column twice.

flinklint replays the job's DDL in order and checks each ALTER against the table as the statements
before it leave it; a table it does not fully know is not checked.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE t (a INT, b AS a + 1) WITH ('connector' = 'datagen');
ALTER TABLE t DROP a;`}},
	Fix: `
Change the table as it is declared: drop or modify the dependent computed column, key or watermark
first, and add only columns that are not there.
`,
	References: []string{"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/alter/#alter-table"},
	Sources: []string{
		"apache/flink release-2.1 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/converters/SchemaAddConverter.java, SchemaModifyConverter.java, AlterSchemaConverter.java: the checks and their messages",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java: testFailedToAlterTableAddColumn, testFailedToAlterTableDropColumn, testFailedToAlterTableRenameColumn",
	},
}

func runFL053(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.AlterTableInvalid, func(p semantics.Problem) string {
		return fmt.Sprintf("ALTER TABLE %s: %s", p.Table, p.Reason)
	})
}
