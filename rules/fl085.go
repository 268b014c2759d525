package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL085 flags a CREATE MODEL or ALTER MODEL that Flink's parser or its
// converter rejects for what the statement declares.
var FL085 = newRule(fl085Doc, runFL085, model.Analyzer, semantics.Analyzer)

var fl085Doc = Doc{
	ID:           "FL085",
	Name:         "invalid-model-statement",
	Summary:      "CREATE MODEL with an INPUT list but no OUTPUT list (or the reverse), without options, with a column named twice or not physical; ALTER MODEL SET () or RESET ()",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "ddl"},
	Explanation: `
A model (Flink 2.1 and later) declares the columns its provider takes and gives, and the options that
choose and configure the provider. Flink's parser checks the statement's shape, and its converter the
column lists, before the catalog sees the model:

- INPUT and OUTPUT come together: "Output column list can not be empty with non-empty input column
  list.", "Input column list can not be empty with non-empty output column list.";
- the WITH list is there and not empty: "Model property list can not be empty.";
- ` + "`CREATE MODEL ... AS SELECT`" + ` (2.2) takes its columns from the query: "CREATE MODEL AS SELECT syntax does not
  support to specify explicit input columns.";
- a column list names each column once, and only physical columns (a name and a type): "Duplicate
  input column name: 'f1'.", "Column ... can only be a physical column.";
- ` + "`ALTER MODEL m SET ()`" + ` and ` + "`ALTER MODEL m RESET ()`" + ` change nothing and fail: "ALTER MODEL SET does not
  support empty option.", "ALTER MODEL RESET does not support empty key." (whatever the session holds:
  a missing or temporary model fails the statement with another message).

The statement fails when the job runs it, and every later statement that uses the model fails with it.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE MODEL sentiment
  INPUT (text STRING, text STRING)
  OUTPUT (label STRING)
WITH ('provider' = 'openai', 'endpoint' = 'https://api.openai.com/v1/chat/completions', 'model' = 'gpt-4o');`}},
	Fix: "Declare both INPUT and OUTPUT (or neither), each column once with a type, and the provider's options in WITH; give ALTER MODEL SET and RESET at least one option.",
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/create/#create-model",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/alter/#alter-model",
	},
	Sources: []string{
		"apache/flink release-2.1.2-rc1 and release-2.2.1-rc2 flink-table/flink-sql-parser/src/main/java/org/apache/flink/sql/parser/ddl/SqlCreateModel.java: validate (the column lists and the property list); release-2.2.1-rc2 SqlCreateModelAs.java: validate",
		"apache/flink release-2.1.2-rc1 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/converters/SqlCreateModelConverter.java: ModelSchemaBuilderUtils.getSchema (duplicate and non-physical columns)",
		"apache/flink release-2.1.2-rc1 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/converters/SqlAlterModelSetConverter.java and SqlAlterModelResetConverter.java: the empty option and key lists",
		"apache/flink release-2.2.1-rc2 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/api/TableEnvironmentTest.scala: testCreateModelMissingInput, testCreateModelDuplicateInputColumn, testCreateModelMissingOption, testAlterModelEmptyOptions, testAlterModelRestEmptyOptionKey",
	},
}

func runFL085(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.ModelInvalid, func(p semantics.Problem) string {
		return fmt.Sprintf("model %s: %s", p.Table, p.Reason)
	})
}
