package rules

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL052 flags a table schema Flink rejects: a primary key on a column that
// is missing or not physical, an ENFORCED key, a watermark on a missing
// column or one of the wrong type, an unknown partition key, a computed
// column that reads what it may not.
var FL052 = newRule(fl052Doc, runFL052, model.Analyzer, semantics.Analyzer)

var fl052Doc = Doc{
	ID:           "FL052",
	Name:         "invalid-table-schema",
	Summary:      "a table's columns, primary key, watermark, partition keys, computed columns or LIKE clause do not fit together, as CREATE TABLE or ALTER TABLE leaves them",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "ddl"},
	Explanation: `
Flink validates a table's schema when the table is created and again after each ` + "`ALTER TABLE`" + `:

- a column name is declared once: "A regular Column named 'two' already exists in the table.", and a
  computed or metadata column does not take a physical column's name ("Duplicate columns exist in the
  compute column and regular column.");
- a PRIMARY KEY names existing physical columns (not computed or metadata ones), and is declared
  ` + "`NOT ENFORCED`" + `: "Invalid primary key 'PK_d'. Column 'd' is not a physical column.", "Flink doesn't support
  ENFORCED mode for PRIMARY KEY constraint" (a column's own ` + "`a BIGINT PRIMARY KEY`" + ` on a job known to run Flink 1.17
  or later: 1.16 took it, FLINK-30386);
- the WATERMARK is declared on an existing column of type ` + "`TIMESTAMP(p)`" + ` or ` + "`TIMESTAMP_LTZ(p)`" + ` with p at most 3:
  "Invalid data type of time field for watermark definition ...", and not on a processing-time column
  (` + "`pt AS PROCTIME()`" + `): "A watermark can not be defined for a processing-time attribute.";
- every ` + "`PARTITIONED BY`" + ` column exists: "Partition column 'f3' not defined in the table schema", and is a
  physical column, not a computed or metadata one: "Invalid partition key 'c'. A partition key must
  reference a physical column in the schema.";
- every ` + "`DISTRIBUTED BY`" + ` bucket key is a physical column ("Invalid bucket key 'c'. A bucket key for a
  distribution must reference a physical column in the schema."), and ` + "`INTO n BUCKETS`" + ` has n of at least 1
  ("Invalid bucket count '0'.");
- a computed column reads only physical and metadata columns (not another computed column, not a
  column that does not exist), with operands its operators accept: "Invalid expression for computed
  column 'm'.";
- no two columns share a name ("A regular Column named 'a' already exists in the table.", or a
  computed or metadata column named as a physical one), no two metadata columns read the same
  metadata key (` + "`METADATA FROM 'timestamp'`" + ` twice), and there is one PRIMARY KEY declaration
  ("Duplicate primary key definition");
- the watermark expression has type ` + "`TIMESTAMP(p)`" + ` or ` + "`TIMESTAMP_LTZ(p)`" + ` with p at most 3 too:
  "Invalid data type of expression for watermark definition ... but the watermark expression type is
  BIGINT";
- ` + "`CREATE TABLE ... LIKE`" + ` declares nothing that clashes with what it takes from the source under the
  clause's options (INCLUDING ALL OVERWRITING OPTIONS by default): a column of the same name, a
  second primary key, partitioning, distribution or watermark on the same column, an option the source sets when
  OPTIONS are INCLUDING ("A column named 'one' already exists in the base table.").

The statement fails when the job runs it. flinklint checks the schema as the job's statements leave
it (` + "`LIKE`" + ` merged, each ` + "`ALTER TABLE`" + ` replayed), and says nothing about a table whose columns it does not
all know.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE orders (
  id BIGINT,
  total AS price * qty,
  price DOUBLE,
  qty INT,
  PRIMARY KEY (total) NOT ENFORCED
) WITH ('connector' = 'datagen');`}},
	Fix: `
Declare the key on physical columns with ` + "`NOT ENFORCED`" + `, the watermark on a ` + "`TIMESTAMP(3)`" + ` or ` + "`TIMESTAMP_LTZ(3)`" + `
column (a computed column ` + "`ts AS TO_TIMESTAMP_LTZ(epoch_ms, 3)`" + ` for an epoch), partition by declared columns,
and let computed columns read physical and metadata columns only.
`,
	References: []string{
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/create/#create-table",
		"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/alter/#alter-table",
	},
	Sources: []string{
		"apache/flink release-2.1 flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/DefaultSchemaResolver.java: primary key and watermark validation",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/converters/SchemaBuilderUtil.java and MergeTableLikeUtil.java: ENFORCED keys, partition keys, computed columns, LIKE conflicts; release-1.19 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/operations/MergeTableLikeUtil.java (collectPhysicalFieldsTypes, appendDerivedColumns): duplicate column names",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java: the expected messages",
		"apache/flink release-1.20.4 and release-2.2.1-rc2 flink-table/flink-table-api-java/src/main/java/org/apache/flink/table/catalog/CatalogManager.java: resolveCatalogTable (bucket keys, bucket count and partition keys against the physical columns); MergeTableLikeUtil.java: mergeDistribution",
		"apache/flink release-2.1 flink-table/flink-sql-parser/src/main/java/org/apache/flink/sql/parser/ddl/SqlCreateTable.java: validate, 'Duplicate primary key definition'",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala: testDDLWithMultipleColumnsFromSameMetadataKey and testInvalidWatermarkOutputType (the metadata key and watermark expression messages)",
	},
}

func runFL052(pass *analysis.Pass) (any, error) {
	return reportSemantic(pass, semantics.TableSchemaInvalid, func(p semantics.Problem) string {
		return fmt.Sprintf("table %s: %s", p.Table, p.Reason)
	})
}

// reportSemantic reports every problem of one kind, each with the message
// msg builds.
func reportSemantic(pass *analysis.Pass, kind semantics.ProblemKind, msg func(semantics.Problem) string) (any, error) {
	return reportSemanticIn(pass, func(*model.Job) bool { return true }, kind, msg)
}

// reportStreamingSemantic reports every problem of one kind raised where
// the session runs in streaming mode: at a statement the session's mode is
// known to be streaming, or not known there and the job is streaming
// (isStreaming). A statement after a SET of batch mode is not judged by a
// streaming check, whatever mode the job ends in.
func reportStreamingSemantic(pass *analysis.Pass, kind semantics.ProblemKind, msg func(semantics.Problem) string) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	for _, job := range m.Jobs {
		streaming := isStreaming(job)
		for _, p := range res.Job(job).Problems {
			if p.Kind != kind || p.Mode == semantics.ModeBatch || p.Mode == semantics.ModeUnknown && !streaming {
				continue
			}
			pos, end := p.Unit.Range(p.Span)
			m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: msg(p)})
		}
	}
	return nil, nil
}

// reportSemanticIn reports, as errors, every problem of one kind in the
// jobs judged selects.
func reportSemanticIn(pass *analysis.Pass, judged func(*model.Job) bool, kind semantics.ProblemKind, msg func(semantics.Problem) string) (any, error) {
	m := pass.ResultOf[model.Analyzer].(*model.Model)
	res := pass.ResultOf[semantics.Analyzer].(*semantics.Result)
	for _, job := range m.Jobs {
		if !judged(job) {
			continue
		}
		for _, p := range res.Job(job).Problems {
			if p.Kind != kind {
				continue
			}
			pos, end := p.Unit.Range(p.Span)
			m.Report(pass, finding.Error, analysis.Diagnostic{Pos: pos, End: end, Message: msg(p)})
		}
	}
	return nil, nil
}
