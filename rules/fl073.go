package rules

import (
	"golang.org/x/tools/go/analysis"

	"github.com/flinklint/flinklint/finding"
	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/semantics"
)

// FL073 flags a MATCH_RECOGNIZE Flink's planner rejects: an ORDER BY that
// does not start with a time attribute ascending (streaming), ALL ROWS
// PER MATCH, a greedy last quantifier, a pattern that can match nothing,
// MATCH_ROWTIME misused.
var FL073 = newRule(fl073Doc, runFL073, model.Analyzer, semantics.Analyzer)

var fl073Doc = Doc{
	ID:           "FL073",
	Name:         "invalid-match-recognize",
	Summary:      "a MATCH_RECOGNIZE the planner rejects: ORDER BY not led by a time attribute ascending, ALL ROWS PER MATCH, a greedy last quantifier, a pattern that may match nothing, MATCH_ROWTIME misused",
	DefaultLevel: finding.Error,
	Since:        "0.1.0",
	Tags:         []string{"correctness", "sql", "semantics", "cep"},
	Explanation: `
Flink translates MATCH_RECOGNIZE into a CEP operator and rejects what that operator does not support:

- in streaming mode the rows are sorted by time: ORDER BY must be present ("You must specify either
  rowtime or proctime for order by.") and start with a rowtime or proctime attribute ("... as the first
  one.") sorted ascending ("Primary sort order of a streaming table must be ascending on time.");
- ` + "`ALL ROWS PER MATCH`" + ` is not supported yet;
- the last variable of the pattern may not have a greedy quantifier (` + "`B+`" + `, ` + "`B*`" + `, ` + "`B{2,}`" + `): "Greedy
  quantifiers are not allowed as the last element of a Pattern yet. Finish your pattern with either a
  simple variable or reluctant quantifier." (` + "`B+?`" + `);
- a pattern whose variables are all optional (` + "`A* B?`" + `) can produce empty matches, which are not
  supported;
- ` + "`MATCH_ROWTIME`" + ` takes at most one argument, a reference to a rowtime attribute of the input; without it,
  an input whose rowtime is a TIMESTAMP_LTZ is rejected; ` + "`MATCH_ROWTIME`" + ` and ` + "`MATCH_PROCTIME`" + ` exist only in
  MEASURES;
- an aggregate in MEASURES or DEFINE reads one pattern variable (` + "`SUM(A.price)`" + `, not
  ` + "`SUM(A.price + B.tax)`" + `) and is not DISTINCT.

flinklint reads the pattern when it is a plain sequence of variables (alternations and groups are not
judged), and the input's columns when it knows the table.
`,
	Examples: []Example{{Path: "job.sql", Lang: "sql", Code: `CREATE TABLE ticker (symbol STRING, price INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
SELECT * FROM ticker MATCH_RECOGNIZE (
  PARTITION BY symbol ORDER BY ts
  MEASURES LAST(B.price) AS top
  PATTERN (A B+)
  DEFINE B AS B.price > A.price
) AS T;`}},
	Fix:        "Order by the rowtime or proctime column first and ascending, end the pattern with a plain variable or a reluctant quantifier (`B+?`), use ONE ROW PER MATCH, and pass MATCH_ROWTIME the input's rowtime column.",
	References: []string{"https://nightlies.apache.org/flink/flink-docs-stable/docs/dev/table/sql/queries/match_recognize/"},
	Sources: []string{
		"apache/flink release-2.1 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/nodes/exec/stream/StreamExecMatch.java: checkOrderKeys",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/main/java/org/apache/flink/table/planner/plan/nodes/exec/common/CommonExecMatch.java: empty matches, greedy last quantifier, ALL ROWS PER MATCH",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/MatchRecognizeTest.scala and .../match/MatchRecognizeValidationTest.scala: the expected messages, MATCH_ROWTIME's arguments",
		"apache/flink release-2.1 flink-table/flink-table-planner/src/test/java/org/apache/flink/table/api/batch/sql/validation/MatchRecognizeValidationTest.java: testAggregatesOnMultiplePatternVariablesNotSupported, testDistinctAggregationsNotSupported",
	},
}

func runFL073(pass *analysis.Pass) (any, error) {
	msg := func(p semantics.Problem) string { return p.Reason }
	if _, err := reportStreamingSemantic(pass, semantics.MatchOrderInvalid, msg); err != nil {
		return nil, err
	}
	return reportSemantic(pass, semantics.MatchRecognizeInvalid, msg)
}
