package semantics

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/sqlparse"
)

// analyzeSQL analyses one SQL script as a job.
func analyzeSQL(src string) *Job {
	f := &model.File{Path: "job.sql", Src: []byte(src), SQL: sqlparse.Parse(src)}
	return Analyze(&model.Job{Name: "job.sql", Entry: f, Units: []*model.SQLUnit{{File: f, Script: f.SQL}}})
}

// schema prints a table's columns as name: TYPE, with * for AttrUnknown.
func schema(t *Table) string {
	if t == nil {
		return "<none>"
	}
	var parts []string
	for _, c := range t.Columns {
		s := c.Name + ": " + c.Type.String()
		if c.AttrUnknown {
			s += "*"
		}
		parts = append(parts, s)
	}
	if t.Opaque {
		parts = append(parts, "...")
	}
	return strings.Join(parts, ", ")
}

func TestCatalogReplay(t *testing.T) {
	cases := []struct{ name, src, table, want string }{
		{"columns and time attributes", `CREATE TABLE t (a INT NOT NULL, ts TIMESTAMP(3), p AS PROCTIME(), c AS a * 2,
  m STRING METADATA VIRTUAL, WATERMARK FOR ts AS ts)`, "t",
			"a: INT NOT NULL, ts: TIMESTAMP(3) *ROWTIME*, p: TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*, c: INT NOT NULL, m: STRING"},
		{"like excluding", `CREATE TABLE s (a INT, c AS a + 1, PRIMARY KEY (a) NOT ENFORCED) WITH ('connector' = 'x');
CREATE TABLE t (b STRING) LIKE s (EXCLUDING GENERATED)`, "t", "a: INT, b: STRING"},
		{"like unknown source", `CREATE TABLE t (b STRING) LIKE elsewhere`, "t", "b: STRING, ..."},
		{"view with column list", `CREATE TABLE s (a INT, b STRING); CREATE VIEW v (x, y) AS SELECT b, a + 1 FROM s`, "v", "x: STRING, y: INT"},
		{"ctas", `CREATE TABLE s (a INT, b STRING); CREATE TABLE t AS SELECT a, COUNT(*) AS n FROM s GROUP BY a`, "t", "a: INT, n: BIGINT NOT NULL"},
		{"use catalog of another kind", `CREATE CATALOG h WITH ('type' = 'hive'); USE CATALOG h; CREATE TABLE t (a INT)`, "h.?.t", "a: INT"},
		{"alter add", `CREATE TABLE t (a INT); ALTER TABLE t ADD b STRING FIRST`, "t", "b: STRING, a: INT"},
		{"alter modify watermark", `CREATE TABLE t (a INT, ts TIMESTAMP(3), u TIMESTAMP(3), WATERMARK FOR ts AS ts); ALTER TABLE t MODIFY WATERMARK FOR u AS u`, "t", "a: INT, ts: TIMESTAMP(3), u: TIMESTAMP(3) *ROWTIME*"},
		{"alter rejected changes nothing", `CREATE TABLE t (a INT); ALTER TABLE t ADD a STRING`, "t", "a: INT"},
		{"alter not modelled", `CREATE TABLE t (a INT); ALTER TABLE t ADD PARTITION (a = 1)`, "t", "a: INT, ..."},
		{"select star of a regular join", `CREATE TABLE a (k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts); CREATE TABLE b (k INT);
CREATE VIEW v AS SELECT * FROM a JOIN b ON a.k = b.k`, "v", "k: INT, ts: TIMESTAMP(3), k0: INT"},
		{"select star of an interval join", `CREATE TABLE a (k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts); CREATE TABLE b (k INT, t2 TIMESTAMP(3), WATERMARK FOR t2 AS t2);
CREATE VIEW v AS SELECT * FROM a JOIN b ON a.k = b.k AND a.ts BETWEEN b.t2 AND b.t2 + INTERVAL '1' MINUTE`, "v", "k: INT*, ts: TIMESTAMP(3) *ROWTIME**, k0: INT*, t2: TIMESTAMP(3) *ROWTIME**"},
		// The functions called without parentheses, typed by the catalogue
		// (FlinkSqlOperatorTable's dynamic functions).
		{"niladic functions", `CREATE TABLE s (a INT);
CREATE VIEW v AS SELECT CURRENT_TIME AS t, LOCALTIME AS l, CURRENT_DATE AS d, LOCALTIMESTAMP AS ts, CURRENT_TIMESTAMP AS ltz FROM s`, "v",
			"t: TIME(0) NOT NULL, l: TIME(0) NOT NULL, d: DATE NOT NULL, ts: TIMESTAMP(3) NOT NULL, ltz: TIMESTAMP_LTZ(3) NOT NULL"},
		// SqlWindowTableFunction.inferRowType: the bounds are TIMESTAMP(3)
		// NOT NULL whatever the time attribute's type.
		{"window columns over a TIMESTAMP_LTZ rowtime", `CREATE TABLE s (a INT, ts TIMESTAMP_LTZ(3), WATERMARK FOR ts AS ts);
CREATE VIEW v AS SELECT window_start, window_end, window_time FROM TABLE(TUMBLE(TABLE s, DESCRIPTOR(ts), INTERVAL '1' MINUTE))`, "v",
			"window_start: TIMESTAMP(3) NOT NULL, window_end: TIMESTAMP(3) NOT NULL, window_time: TIMESTAMP_LTZ(3) NOT NULL *ROWTIME*"},
		{"window columns over a processing time", `CREATE TABLE s (a INT, p AS PROCTIME());
CREATE VIEW v AS SELECT window_start, window_end, window_time FROM TABLE(TUMBLE(TABLE s, DESCRIPTOR(p), INTERVAL '1' MINUTE))`, "v",
			"window_start: TIMESTAMP(3) NOT NULL, window_end: TIMESTAMP(3) NOT NULL, window_time: TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			job := analyzeSQL(c.src)
			name := c.table
			if !strings.Contains(name, ".") {
				name = DefaultCatalog + "." + DefaultDatabase + "." + name
			}
			if got := schema(job.Catalog.Tables()[name]); got != c.want {
				t.Errorf("%s\n got: %s\nwant: %s", c.src, got, c.want)
			}
		})
	}
}

// TestParserConformanceClean analyses each statement the Flink parser
// accepts (sqlparse's conformance set) on its own: the statements name
// tables they do not declare, and none may raise a problem, but for the
// kinds that judge the session a statement runs in, which the statement
// alone does not have: a DELETE, UPDATE or TRUNCATE TABLE in a streaming
// session, an END with no statement set open (sessionKinds); and for the
// statements that Flink's parser accepts and its converter rejects
// whatever the session (converterRejects).
func TestParserConformanceClean(t *testing.T) {
	sessionKinds := map[ProblemKind]bool{ModeUnsupported: true, SessionStatementInvalid: true}
	converterRejects := map[string]bool{
		"Alter temporary system function is not supported":  true,
		"Alter temporary catalog function is not supported": true,
	}
	files, _ := filepath.Glob(filepath.Join("..", "sqlparse", "testdata", "conformance", "*.txt"))
	n := 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			kind, stmt, ok := strings.Cut(line, " ")
			if !ok || kind != "ok" {
				continue
			}
			n++
			for _, p := range analyzeSQL(stmt).Problems {
				if !sessionKinds[p.Kind] && !converterRejects[p.Reason] {
					t.Errorf("%s: problem %d on a statement Flink's parser accepts: %q", filepath.Base(file), p.Kind, stmt)
					break
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no statements read")
	}
}
