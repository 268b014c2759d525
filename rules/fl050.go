package rules

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL050 flags an INSERT whose query does not fit its sink: another number
// of columns, or a column whose type does not cast implicitly to the sink
// column's.
var FL050 = newRule(fl050Doc, runFL050, model.Analyzer, semantics.Analyzer)

var fl050Doc = Doc{
	ID:           "FL050",
	Name:         "insert-query-does-not-fit-sink",
	Summary:      "an INSERT's query has another number of columns than its sink, or a column whose type does not cast implicitly to the sink column's; a CREATE TABLE ... AS declares columns that do not merge with its query's; a CREATE VIEW names another number of columns than its query has",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics"},
	Explanation: `
Flink matches the columns of an INSERT's query to the sink's columns by position: the sink's physical
and persisted metadata columns (computed and ` + "`VIRTUAL`" + ` metadata columns are not written), or the
columns the INSERT lists, less the static ` + "`PARTITION`" + ` columns. Each query column must cast
implicitly to its sink column's type (nullability aside: NOT NULL is enforced when the job runs). When
the counts differ, or a type does not cast, the planner rejects the statement when the job is submitted:

    ValidationException: Column types of query result and sink for
    'default_catalog.default_database.my_sink' do not match.
    Cause: Incompatible types for sink column 'message_offset' at position 2.

flinklint reports it only when it knows both sides: the sink is declared in the job's SQL (not in a
catalog it cannot see) and every column type of the query is derived (a function it does not model, a
hole of a Python string or a table it cannot see make the query unknown, and nothing is reported).
The position is counted from 0, as in Flink's message.

A ` + "`CREATE TABLE ... AS`" + ` that declares columns (Flink 2.x) merges them with its query's: a column name list
must name each query column once ("Column 'f2' not found in the source schema."), a declared computed
or ` + "`VIRTUAL`" + ` metadata column may not take a query column's name ("Computed columns cannot overwrite
columns from source."), and a declared ` + "`NOT NULL`" + ` column the query does not give fails the insert
("Column 'c0' has no default value and does not allow NULLs.").

A ` + "`CREATE VIEW v (a, b) AS ...`" + ` names the view's columns by position: a list of another length than the
query's columns is rejected before the view is stored, with or without IF NOT EXISTS ("VIEW definition
and input fields not match: Def fields: [d]. Input fields: [a, b, c].").

An ` + "`INSERT INTO t PARTITION (k = 'v') ...`" + ` sets static partitions: each column it names must be one of the
table's ` + "`PARTITIONED BY`" + ` keys, or the planner rejects the statement when it converts the sink ("Static
partition column 'b' should be in the partition keys list [a] for table '...'."). A name that is no
column of the sink at all is FL054's ("Unknown target column 'x'").
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE src (a INT, b BIGINT) WITH ('connector' = 'datagen');
CREATE TABLE my_sink (name STRING, n BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO my_sink SELECT a, '' FROM src;`}},
	Fix: `
Select the columns in the sink's order, one per sink column (or list the target columns: ` + "`INSERT INTO t (a, b) SELECT ...`" + `),
and ` + "`CAST`" + ` a column whose type does not convert implicitly (` + "`CAST(a AS STRING)`" + `).
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/insert/",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/types/#casting",
	},
	Sources: []string{
		"apache/flink release-2.1 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/connectors/DynamicSinkUtils.java: validateSchemaAndApplyImplicitCast (the persisted columns, the implicit-cast check, the message)",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala: testInsertMismatchTypeForEmptyChar, testMetadataColumn",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/converters/SqlNodeConvertUtils.java: toCatalogView (the view's column list against its query)",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/connectors/DynamicSinkUtils.java: validatePartitioning (static partition columns against the partition keys)",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/converters/MergeTableAsUtil.java and .../operations/SqlCTASNodeToOperationTest.java: the declared columns of CREATE TABLE ... AS, their messages",
	},
}

func runFL050(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	for _, job := range m.Jobs {
		for _, p := range res.Job(job).Problems {
			var msg string
			switch p.Kind {
			case semantics.InsertColumnCount:
				msg = fmt.Sprintf("Column types of query result and sink for '%s' do not match: the query gives %d columns %s, the sink takes %d %s. "+
					"Select one column per sink column, in the sink's order, or list the target columns",
					p.Table, len(p.QueryColumns), schemaText(p.QueryColumns), len(p.SinkColumns), schemaText(p.SinkColumns))
			case semantics.InsertColumnType:
				msg = fmt.Sprintf("Column types of query result and sink for '%s' do not match: sink column '%s' at position %d is %s, "+
					"but the query's column '%s' is %s, which does not cast to it implicitly. CAST it explicitly or change the sink column's type",
					p.Table, p.Column, p.Position, p.SinkType, p.QueryColumn, p.QueryType)
			case semantics.StaticPartitionInvalid:
				msg = strings.TrimSuffix(p.Reason, ".") + ": PARTITION (...) sets partition keys only; give this column through the query"
			case semantics.CTASColumnsInvalid:
				msg = fmt.Sprintf("CREATE TABLE %s ... AS: %s", p.Table, p.Reason)
			case semantics.ViewColumnsInvalid:
				names := make([]string, len(p.QueryColumns))
				for i, c := range p.QueryColumns {
					names[i] = c.Name
				}
				msg = fmt.Sprintf("VIEW definition and input fields not match: Def fields: %s. Input fields: [%s]. "+
					"Name one column per column of the view's query", p.Reason, strings.Join(names, ", "))
			default:
				continue
			}
			pos, end := p.Unit.Range(p.Span)
			m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: msg})
		}
	}
	return nil, nil
}

// schemaText prints columns as Flink prints a schema: [a: INT, b: STRING];
// a type flinklint does not know is "?".
func schemaText(cols []semantics.Column) string {
	parts := make([]string, len(cols))
	for i, c := range cols {
		t := "?"
		if c.Type.Known() {
			t = c.Type.String()
		}
		parts[i] = c.Name + ": " + t
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
