package sqlparse

import (
	"strings"
	"testing"
)

// parseCase is one statement (or script) and the description of every
// statement it yields; errors render as "error@offset: message".
type parseCase struct {
	name string
	src  string
	want []string
}

func runCases(t *testing.T, cases []parseCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := Parse(c.src)
			checkSpans(t, c.src, s)
			checkAST(t, c.src, s)
			var got []string
			for _, st := range s.Statements {
				got = append(got, describe(c.src, st))
			}
			for _, e := range s.Errors {
				got = append(got, "error@"+itoa(e.Span.Start)+": "+e.Msg)
			}
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("Parse(%q)\n got: %s\nwant: %s", c.src, strings.Join(got, "\n      "), strings.Join(c.want, "\n      "))
			}
		})
	}
}

func TestCreateTable(t *testing.T) {
	runCases(t, []parseCase{
		{"minimal", "CREATE TABLE t (a INT)", []string{"CreateTable t cols[a INT]"}},
		{"no columns", "CREATE TABLE t WITH ('connector' = 'datagen')", []string{"CreateTable t with('connector'='datagen')"}},
		{"temporary if not exists", "create temporary table if not exists c.d.t (a int) with ('k'='v')",
			[]string{"CreateTable temporary if-not-exists c.d.t cols[a int] with('k'='v')"}},
		{"filesystem sink", `CREATE TABLE sink (
  id BIGINT,
  dt STRING,
  PRIMARY KEY (id) NOT ENFORCED
) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out',
  'format' = 'json',
  'auto-compaction' = 'true',
)`, []string{"CreateTable sink cols[id BIGINT; dt STRING] pk(id not-enforced) partitioned(dt) with('connector'='filesystem', 'path'='s3://bucket/out', 'format'='json', 'auto-compaction'='true')"}},
		{"column kinds", `CREATE TABLE k (
  id BIGINT NOT NULL PRIMARY KEY NOT ENFORCED COMMENT 'the id',
  cost AS price * quantity,
  c2 AS CAST(x AS DECIMAL(10, 2)) COMMENT 'cast',
  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL,
  part BIGINT METADATA VIRTUAL,
  hdr MAP<STRING, BYTES> METADATA FROM 'headers',
  offs BIGINT METADATA,
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'kafka')`, []string{"CreateTable k cols[id BIGINT NOT NULL pk comment=\"the id\"; cost AS price * quantity; c2 AS CAST(x AS DECIMAL(10, 2)) comment=\"cast\"; ts TIMESTAMP_LTZ(3) metadata from=timestamp virtual; part BIGINT metadata virtual; hdr MAP<STRING, BYTES> metadata from=headers; offs BIGINT metadata] watermark(ts AS ts - INTERVAL '5' SECOND) pk(id not-enforced) with('connector'='kafka')"}},
		{"named constraint", "CREATE TABLE t (a INT, b INT, CONSTRAINT pk_ab PRIMARY KEY (a, b) NOT ENFORCED)",
			[]string{"CreateTable t cols[a INT; b INT] pk(a,b not-enforced name=pk_ab)"}},
		{"column constraint name", "CREATE TABLE t (a INT CONSTRAINT pk_a PRIMARY KEY NOT ENFORCED)",
			[]string{"CreateTable t cols[a INT pk] pk(a not-enforced name=pk_a)"}},
		{"quoted names", "CREATE TABLE `my``table` (`select` STRING, `a b` INT)",
			[]string{"CreateTable my`table cols[select STRING; a b INT]"}},
		{"comment and distribution", "CREATE TABLE t (uid BIGINT) COMMENT 'users' DISTRIBUTED BY HASH(uid) INTO 4 BUCKETS PARTITIONED BY (uid) WITH ('k'='v')",
			[]string{`CreateTable t cols[uid BIGINT] comment="users" distributed(DISTRIBUTED BY HASH(uid) INTO 4 BUCKETS) partitioned(uid) with('k'='v')`}},
		{"distributed by", "CREATE TABLE t (uid BIGINT) DISTRIBUTED BY (uid)", []string{"CreateTable t cols[uid BIGINT] distributed(DISTRIBUTED BY (uid))"}},
		{"distributed by range", "CREATE TABLE t (uid BIGINT) DISTRIBUTED BY RANGE(uid) INTO 2 BUCKETS", []string{"CreateTable t cols[uid BIGINT] distributed(DISTRIBUTED BY RANGE(uid) INTO 2 BUCKETS)"}},
		{"distributed into", "CREATE TABLE t (uid BIGINT) DISTRIBUTED INTO 3 BUCKETS", []string{"CreateTable t cols[uid BIGINT] distributed(DISTRIBUTED INTO 3 BUCKETS)"}},
		{"like", `CREATE TABLE derived (x INT) WITH ('connector' = 'filesystem') LIKE base (
  EXCLUDING ALL
  INCLUDING GENERATED
  OVERWRITING OPTIONS
  INCLUDING METADATA EXCLUDING CONSTRAINTS INCLUDING PARTITIONS EXCLUDING WATERMARKS
)`, []string{"CreateTable derived cols[x INT] with('connector'='filesystem') like(base EXCLUDING ALL INCLUDING GENERATED OVERWRITING OPTIONS INCLUDING METADATA EXCLUDING CONSTRAINTS INCLUDING PARTITIONS EXCLUDING WATERMARKS)"}},
		{"like without options", "CREATE TABLE d LIKE cat.db.base", []string{"CreateTable d like(cat.db.base)"}},
		{"ctas", "CREATE TABLE t WITH ('connector' = 'print') AS SELECT a, COUNT(*) FROM s GROUP BY a",
			[]string{"CreateTable t with('connector'='print') as query[s] agg"}},
		{"rtas", "CREATE OR REPLACE TABLE t AS SELECT * FROM s",
			[]string{"CreateTable or-replace t as query[s]"}},
		{"ctas with columns", "CREATE TABLE t (a INT, PRIMARY KEY (a) NOT ENFORCED) WITH ('k'='v') AS SELECT a FROM s",
			[]string{"CreateTable t cols[a INT] pk(a not-enforced) with('k'='v') as query[s]"}},
		{"quoted option values", "CREATE TABLE t (a INT) WITH ('e'='it''s', 'u' = U&'\\0041b')", []string{"CreateTable t cols[a INT] with('e'='it''s'{it's}, 'u'=U&'\\0041b'{Ab})"}},
		{"option values are string literals", "CREATE TABLE t (a INT) WITH ('n' = 10, 'neg' = -1, 'b' = true, 'w' = word, 'e'='it''s', 'u' = U&'\\0041b')",
			[]string{"error@35: expected string literal (an option value is quoted: '...'), found '10'"}},
		{"empty with", "CREATE TABLE t (a INT) WITH ()", []string{"CreateTable t cols[a INT] with()"}},
	})
}

func TestTypes(t *testing.T) {
	types := []string{
		"CHAR", "CHAR(10)", "VARCHAR(20)", "STRING", "BOOLEAN", "BINARY(3)", "VARBINARY(3)", "BYTES",
		"DECIMAL", "DECIMAL(10)", "DECIMAL(10, 2)", "DEC(3,1)", "NUMERIC(5, 0)", "TINYINT", "SMALLINT",
		"INT", "INTEGER", "BIGINT", "FLOAT", "DOUBLE", "DOUBLE PRECISION", "DATE", "TIME", "TIME(3)",
		"TIMESTAMP", "TIMESTAMP(3)", "TIMESTAMP(9) WITHOUT TIME ZONE", "TIMESTAMP(3) WITH LOCAL TIME ZONE",
		"TIMESTAMP WITH LOCAL TIME ZONE", "TIMESTAMP_LTZ(3)", "TIMESTAMP WITH TIME ZONE",
		"ARRAY<INT>", "ARRAY<ARRAY<STRING>>", "INT ARRAY", "MAP<STRING, ARRAY<INT>>", "MULTISET<STRING>",
		"STRING MULTISET", "ROW<a INT, b STRING>", "ROW(a INT, b STRING)", "ROW<a INT 'desc'>",
		"ROW<a INT COMMENT 'c', b ROW<c MAP<STRING, ROW(d DECIMAL(3, 1) NOT NULL)>>>", "ROW<>", "ROW()",
		"RAW('java.lang.String', 'AEZSYWNr')", "BIGINT NOT NULL", "STRING NULL",
		"ARRAY<INT NOT NULL> NOT NULL", "CHARACTER VARYING(5)", "my_catalog.my_db.MyType",
		"VARIANT", "STRUCTURED<'com.example.User', name STRING>", "STRUCTURED<'com.example.Empty'>",
		"STRUCTURED<'com.example.User', age INT 'years', `ok` BOOLEAN NOT NULL>",
	}
	for _, ty := range types {
		src := "CREATE TABLE t (c " + ty + ", d INT)"
		s := Parse(src)
		if len(s.Errors) > 0 || len(s.Statements) != 1 {
			t.Errorf("%s: errors %v", ty, s.Errors)
			continue
		}
		ct := s.Statements[0].(*CreateTable)
		if len(ct.Columns) != 2 || ct.Columns[0].Type != ty {
			t.Errorf("%s: got columns %+v", ty, ct.Columns)
		}
	}
}

func TestTypeErrors(t *testing.T) {
	runCases(t, []parseCase{
		{"unclosed row", "CREATE TABLE t (c ROW<a INT, d INT)", []string{"error@34: expected '>' to close ROW, found ')'"}},
		{"map needs two", "CREATE TABLE t (c MAP<INT>)", []string{"error@25: expected ',' between MAP key and value types, found '>'"}},
		{"no type", "CREATE TABLE t (c, d INT)", []string{"error@21: expected ',' or ')' after column names without types (or a data type for every column), found 'INT'"}},
	})
}

func TestTypeDepthLimit(t *testing.T) {
	src := "CREATE TABLE t (c " + strings.Repeat("ARRAY<", 100000) + "INT" + strings.Repeat(">", 100000) + ")"
	s := Parse(src)
	if len(s.Errors) != 1 || !strings.Contains(s.Errors[0].Msg, "type nested deeper than 200 levels") || !s.Errors[0].NotAnalysed {
		t.Fatalf("want one depth error, not analysed past it, got %v", s.Errors)
	}
	ok := "CREATE TABLE t (c " + strings.Repeat("ARRAY<", 150) + "INT" + strings.Repeat(">", 150) + ")"
	if s := Parse(ok); len(s.Errors) != 0 {
		t.Fatalf("150 levels: %v", s.Errors)
	}
}

func TestSetReset(t *testing.T) {
	runCases(t, []parseCase{
		{"quoted", "SET 'execution.runtime-mode' = 'batch';", []string{"Set 'execution.runtime-mode'='batch'"}},
		{"unquoted", "SET execution.runtime-mode = batch", []string{"Set execution.runtime-mode=batch"}},
		{"unquoted duration", "SET execution.checkpointing.interval = 10 s", []string{"Set execution.checkpointing.interval=10 s"}},
		{"mixed", "SET 'parallelism.default' = 4", []string{"Set 'parallelism.default'=4"}},
		{"bare", "SET", []string{"Set"}},
		{"reset all", "RESET;", []string{"Reset"}},
		{"reset key", "RESET 'table.exec.state.ttl'", []string{"Reset 'table.exec.state.ttl'"}},
		{"reset unquoted", "reset table.exec.state.ttl", []string{"Reset table.exec.state.ttl"}},
		{"missing value", "SET 'a' =", []string{"error@9: expected SET value, found end of statement"}},
		{"missing equals", "SET 'a' 'b'", []string{"error@8: expected '=' after SET key, found ''b''"}},
		{"hole value", "SET 'pipeline.name' = '" + HoleString + "'", []string{"Set 'pipeline.name'=?"}},
	})
}

func TestAlterTable(t *testing.T) {
	runCases(t, []parseCase{
		{"set", "ALTER TABLE sink SET ('auto-compaction' = 'false', 'sink.parallelism' = '2')",
			[]string{"AlterTable sink SET('auto-compaction'='false', 'sink.parallelism'='2')"}},
		{"reset", "ALTER TABLE IF EXISTS db.sink RESET ('auto-compaction', 'x')",
			[]string{"AlterTable if-exists db.sink RESET 'auto-compaction' 'x'"}},
		{"tblproperties", "ALTER TABLE t SET TBLPROPERTIES ('k' = 'v')", []string{"AlterTable t SET('k'='v')"}},
		{"add", "ALTER TABLE t ADD (c INT, WATERMARK FOR ts AS ts)", []string{"AlterTable t ADD"}},
		{"modify", "ALTER TABLE t MODIFY c BIGINT NOT NULL", []string{"AlterTable t MODIFY"}},
		{"drop", "ALTER TABLE t DROP PRIMARY KEY", []string{"AlterTable t DROP"}},
		{"rename table", "ALTER TABLE t RENAME TO t2", []string{"AlterTable t RENAME"}},
		{"rename column", "ALTER TABLE t RENAME a TO b", []string{"AlterTable t RENAME"}},
		{"add distribution", "ALTER TABLE t ADD DISTRIBUTION BY HASH(a) INTO 4 BUCKETS", []string{"AlterTable t ADD"}},
		{"unclosed set", "ALTER TABLE t SET ('a' = 'b'", []string{"error@28: expected ')' after option list, found end of statement"}},
		{"alter view rename", "ALTER VIEW c.d.v RENAME TO w", []string{"AlterView c.d.v rename w"}},
		{"alter view as", "ALTER VIEW v AS SELECT a FROM t", []string{"AlterView v as query[t]"}},
		{"alter view other", "ALTER VIEW v SET ('k' = 'v')", []string{"error@13: expected RENAME or AS, found 'SET'"}},
	})
}

func TestInsert(t *testing.T) {
	runCases(t, []parseCase{
		{"into", "INSERT INTO sink SELECT * FROM src", []string{"Insert sink query[src]"}},
		{"overwrite partition", "INSERT OVERWRITE c.d.sink PARTITION (dt = '2024-01-01', hr = 1) SELECT a FROM s",
			[]string{"Insert overwrite c.d.sink partition(dt='2024-01-01', hr=1) query[s]"}},
		{"hint", "INSERT INTO sink /*+ OPTIONS('sink.parallelism' = '4', 'auto-compaction'='true') */ SELECT * FROM src",
			[]string{"Insert sink +OPTIONS('sink.parallelism'='4', 'auto-compaction'='true') query[src]"}},
		{"columns", "INSERT INTO t (a, b) SELECT x, y FROM s", []string{"Insert t (a,b) query[s]"}},
		{"values", "INSERT INTO t VALUES (1, 'a'), (2, 'b')", []string{"Insert t values"}},
		{"columns values", "INSERT INTO t (a) VALUES (1)", []string{"Insert t (a) values"}},
		{"parenthesised query", "INSERT INTO t (SELECT * FROM s)", []string{"Insert t query[s]"}},
		{"with query", "INSERT INTO t WITH x AS (SELECT * FROM s) SELECT * FROM x", []string{"Insert t query[s]"}},
		{"execute insert", "EXECUTE INSERT INTO t SELECT * FROM s", []string{"Insert t query[s]"}},
		{"missing into", "INSERT t SELECT 1", []string{"error@7: expected INTO or OVERWRITE after INSERT, found 't'"}},
		{"missing query", "INSERT INTO t", []string{"error@13: expected SELECT, WITH, VALUES or '(' query after INSERT target, found end of statement"}},
	})
}

func TestQueryFacts(t *testing.T) {
	runCases(t, []parseCase{
		{"plain", "SELECT a FROM s WHERE a > 1", []string{"Select query[s]"}},
		{"hints on source", "SELECT * FROM s /*+ OPTIONS('scan.startup.mode' = 'latest-offset') */", []string{"Select query[s +OPTIONS('scan.startup.mode'='latest-offset')]"}},
		{"group by", "SELECT a, COUNT(*) FROM s GROUP BY a", []string{"Select query[s] agg"}},
		{"distinct", "SELECT DISTINCT a FROM s", []string{"Select query[s] agg"}},
		{"global aggregate", "SELECT COUNT(*), MAX(x) FROM s", []string{"Select query[s] agg"}},
		{"global aggregate in subquery", "SELECT * FROM (SELECT SUM(x) AS t FROM s) WHERE t > 1", []string{"Select query[s] agg"}},
		{"over is not aggregate", "SELECT COUNT(*) OVER (PARTITION BY k ORDER BY ts) FROM s", []string{"Select query[s]"}},
		{"windowed count", "SELECT window_start, COUNT(*) FROM TABLE(HOP(TABLE s, DESCRIPTOR(ts), INTERVAL '1' MINUTES, INTERVAL '5' MINUTES)) GROUP BY window_start, window_end", []string{"Select query[s] window"}},
		{"nested aggregate call in where", "SELECT a FROM s WHERE a IN (SELECT MAX(b) FROM t GROUP BY c)", []string{"Select query[s t] agg"}},
		{"aggregate inside cast", "SELECT CAST(COUNT(*) AS BIGINT) FROM s", []string{"Select query[s] agg"}},
		{"over inside cast", "SELECT CAST(SUM(x) OVER w AS INT) FROM s WINDOW w AS (ORDER BY ts)", []string{"Select query[s]"}},
		{"from inside functions", "SELECT EXTRACT(YEAR FROM ts), TRIM(BOTH ' ' FROM name), SUBSTRING(s FROM 2 FOR 3) FROM t", []string{"Select query[t]"}},
		{"parenthesised join", "SELECT * FROM (a JOIN b ON a.k = b.k)", []string{"Select query[a b] join"}},
		{"scalar function", "SELECT UPPER(a), COALESCE(b, 1) FROM s", []string{"Select query[s]"}},
		{"distinct after hint", "SELECT /*+ STATE_TTL('s' = '1d') */ DISTINCT a FROM s", []string{"Select query[s] agg"}},
		{"count distinct", "SELECT COUNT(DISTINCT a) FROM s GROUP BY b", []string{"Select query[s] agg"}},
		{"window tvf", "SELECT window_start, window_end, SUM(x) FROM TABLE(TUMBLE(TABLE s, DESCRIPTOR(ts), INTERVAL '10' MINUTES)) GROUP BY window_start, window_end",
			[]string{"Select query[s] window"}},
		{"cumulate", "SELECT window_start, SUM(x) FROM TABLE(CUMULATE(TABLE s, DESCRIPTOR(ts), INTERVAL '2' MINUTES, INTERVAL '10' MINUTES)) GROUP BY window_start, window_end, k",
			[]string{"Select query[s] window"}},
		{"group window function", "SELECT TUMBLE_START(ts, INTERVAL '1' HOUR), COUNT(*) FROM s GROUP BY TUMBLE(ts, INTERVAL '1' HOUR), k",
			[]string{"Select query[s] window"}},
		{"regular join", "SELECT * FROM a JOIN b ON a.id = b.id", []string{"Select query[a b] join"}},
		{"left join", "SELECT * FROM a LEFT OUTER JOIN b ON a.id = b.id WHERE a.x > 1", []string{"Select query[a b] join"}},
		{"comma join", "SELECT * FROM a, b WHERE a.id = b.id", []string{"Select query[a b] join"}},
		{"temporal join", "SELECT * FROM o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur", []string{"Select query[o rates]"}},
		{"lookup join", "SELECT * FROM o AS x LEFT JOIN dim FOR SYSTEM_TIME AS OF x.proc_time AS d ON x.id = d.id", []string{"Select query[o dim]"}},
		{"comma join where", "SELECT * FROM o, s WHERE o.id = s.id", []string{"Select query[o s] join"}},
		{"comma interval join", "SELECT * FROM o, s WHERE o.id = s.id AND o.ts BETWEEN s.ts - INTERVAL '4' HOUR AND s.ts", []string{"Select query[o s]"}},
		{"join where interval", "SELECT * FROM o JOIN s ON o.id = s.id WHERE o.ts BETWEEN s.ts - INTERVAL '1' HOUR AND s.ts", []string{"Select query[o s]"}},
		{"three-way comma", "SELECT * FROM a, b, c", []string{"Select query[a b c] join"}},
		{"comma subquery", "SELECT * FROM a, (SELECT * FROM b) x", []string{"Select query[a b] join"}},
		{"join then group", "SELECT a.k, COUNT(*) FROM a JOIN b ON a.k = b.k GROUP BY a.k", []string{"Select query[a b] agg join"}},
		{"time travel", "SELECT * FROM t FOR SYSTEM_TIME AS OF TIMESTAMP '2024-01-01 00:00:00'", []string{"Select query[t]"}},
		{"interval join on", "SELECT * FROM o JOIN s ON o.id = s.id AND o.ts BETWEEN s.ts - INTERVAL '4' HOUR AND s.ts", []string{"Select query[o s]"}},
		{"interval join range", "SELECT * FROM o JOIN s ON o.id = s.id AND o.ts >= s.ts AND o.ts < s.ts2", []string{"Select query[o s]"}},
		{"window join", `SELECT * FROM (SELECT * FROM TABLE(TUMBLE(TABLE l, DESCRIPTOR(ts), INTERVAL '5' MINUTES))) L
 FULL JOIN (SELECT * FROM TABLE(TUMBLE(TABLE r, DESCRIPTOR(ts), INTERVAL '5' MINUTES))) R
 ON L.id = R.id AND L.window_start = R.window_start AND L.window_end = R.window_end`, []string{"Select query[l r] window"}},
		{"lateral table", "SELECT * FROM s, LATERAL TABLE(split(s.x)) AS t(w)", []string{"Select query[s]"}},
		{"cross join unnest", "SELECT * FROM s CROSS JOIN UNNEST(s.arr) AS t (v)", []string{"Select query[s]"}},
		{"left join lateral", "SELECT * FROM s LEFT JOIN LATERAL TABLE(f(s.x)) AS t(w) ON TRUE", []string{"Select query[s]"}},
		{"subquery", "SELECT * FROM (SELECT a FROM inner_t) x JOIN other ON x.a = other.a", []string{"Select query[inner_t other] join"}},
		{"cte excluded", "WITH w AS (SELECT * FROM base), v (c) AS (SELECT 1) SELECT * FROM w JOIN v ON TRUE", []string{"Select query[base] join"}},
		{"union", "SELECT a FROM s1 UNION ALL SELECT a FROM s2", []string{"Select query[s1 s2]"}},
		{"qualified", "SELECT * FROM cat.db.`my tbl`", []string{"Select query[cat.db.my tbl]"}},
		{"over window", "SELECT SUM(x) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN 10 PRECEDING AND CURRENT ROW) FROM s", []string{"Select query[s]"}},
		{"values", "VALUES (1), (2)", []string{"Select query[]"}},
		{"execute select", "EXECUTE SELECT * FROM s", []string{"Select query[s]"}},
		{"parenthesised", "(SELECT * FROM s)", []string{"Select query[s]"}},
		{"unbalanced", "SELECT * FROM (SELECT 1", []string{"error@23: expected ')' to close an open '(', found end of statement"}},
		// The end of a statement is right after its last token, not at the
		// ';' a line further down.
		{"end of statement before a later ';'", "SELECT * From\n\n;", []string{"error@13: expected more of the query after 'From', found end of statement"}},
		{"end of a statement set's statement", "BEGIN STATEMENT SET;\nINSERT INTO t\n;\nEND;", []string{"StatementSet[]", "error@34: expected SELECT, WITH, VALUES or '(' query after INSERT target, found end of statement"}},
		{"table before a query", "SELECT * FROM TABLE(TUMBLE(TABLE (SELECT * FROM s), DESCRIPTOR(ts), INTERVAL '1' MINUTE))", []string{"error@34: expected a table function call after TABLE (a query argument is written (SELECT ...), without TABLE), found 'SELECT'"}},
		{"extra close", "SELECT 1)", []string{"error@8: expected end of query (unbalanced ')'), found ')'"}},
		{"in subquery", "SELECT * FROM a WHERE id IN (SELECT id FROM b)", []string{"Select query[a b]"}},
		{"hole table", "SELECT * FROM " + HoleString, []string{"Select query[?]"}},
		{"match recognize", "SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY k ORDER BY ts MEASURES A.x AS x PATTERN (A B) DEFINE A AS A.x > 1)", []string{"Select query[t]"}},
	})
}

func TestStatementSets(t *testing.T) {
	runCases(t, []parseCase{
		{"execute", "EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT * FROM s; INSERT INTO b SELECT * FROM s; END;",
			[]string{"StatementSet[Insert a query[s]; Insert b query[s]]"}},
		{"execute no final semicolon", "EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT * FROM s; END",
			[]string{"StatementSet[Insert a query[s]]"}},
		{"client", "BEGIN STATEMENT SET;\nINSERT INTO a SELECT * FROM s;\nINSERT INTO b /*+ OPTIONS('k'='v') */ SELECT * FROM t;\nEND;\nSELECT 1;",
			[]string{"StatementSet[Insert a query[s]; Insert b +OPTIONS('k'='v') query[t]]", "Select query[]"}},
		{"unterminated", "BEGIN STATEMENT SET; INSERT INTO a SELECT * FROM s;",
			[]string{"StatementSet[Insert a query[s]]", "error@0: expected END to close this statement set, found end of input"}},
		{"non insert", "BEGIN STATEMENT SET; SET 'a' = 'b'; INSERT INTO a SELECT 1; END;",
			[]string{"StatementSet[Insert a query[]]", "error@21: expected INSERT, CREATE TABLE ... AS or END in statement set, found 'SET'"}},
		{"ctas inside", "BEGIN STATEMENT SET;\nCREATE TABLE t WITH ('connector' = 'print') AS SELECT * FROM s;\nINSERT INTO b SELECT * FROM s;\nEND;",
			[]string{"CreateTable t with('connector'='print') as query[s]", "StatementSet[Insert b query[s]]"}},
		{"create without as inside", "EXECUTE STATEMENT SET BEGIN CREATE TABLE t (a INT) WITH ('connector' = 'print'); END;",
			[]string{"StatementSet[]", "error@28: expected INSERT, CREATE TABLE ... AS or END in statement set, found a CREATE TABLE without AS"}},
		{"bad insert inside", "EXECUTE STATEMENT SET BEGIN INSERT a SELECT 1; INSERT INTO b SELECT 1; END;",
			[]string{"StatementSet[Insert b query[]]", "error@35: expected INTO or OVERWRITE after INSERT, found 'a'"}},
		{"explain set", "EXPLAIN STATEMENT SET BEGIN INSERT INTO a SELECT * FROM s; END; SELECT 1",
			[]string{`Generic "EXPLAIN"`, "Select query[]"}},
		{"explain details set", "EXPLAIN CHANGELOG_MODE, ESTIMATED_COST STATEMENT SET BEGIN INSERT INTO a SELECT * FROM s; END",
			[]string{`Generic "EXPLAIN"`}},
		{"compile plan set", "COMPILE PLAN '/p.json' FOR STATEMENT SET BEGIN INSERT INTO a SELECT * FROM s; INSERT INTO b SELECT 1; END;",
			[]string{`Generic "COMPILE PLAN" '/p.json'`}},
		{"compile and execute set", "COMPILE AND EXECUTE PLAN '/p.json' FOR STATEMENT SET BEGIN INSERT INTO a SELECT * FROM s; END;",
			[]string{"StatementSet[Insert a query[s]]"}},
		{"compile and execute insert", "COMPILE AND EXECUTE PLAN '/p.json' FOR INSERT INTO a /*+ OPTIONS('k'='v') */ SELECT * FROM s",
			[]string{"Insert a +OPTIONS('k'='v') query[s]"}},
		{"end without begin", "BEGIN STATEMENT SET;\nEND;\nEND;\nSELECT 1;",
			[]string{"StatementSet[]", `Generic "END"`, "Select query[]"}},
		{"case end inside", "EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT CASE WHEN x THEN 1 END FROM s; END;",
			[]string{"StatementSet[Insert a query[s]]"}},
	})
}

func TestOtherDDL(t *testing.T) {
	runCases(t, []parseCase{
		{"view", "CREATE TEMPORARY VIEW v AS SELECT * FROM s", []string{"CreateView temporary v as query[s]"}},
		{"view columns", "CREATE VIEW IF NOT EXISTS v (a, b) COMMENT 'c' AS SELECT x, y FROM s GROUP BY x, y", []string{"CreateView v as query[s] agg"}},
		{"catalog", "CREATE CATALOG hive WITH ('type' = 'hive', 'hive-conf-dir' = '/opt/hive')", []string{"CreateCatalog hive with('type'='hive', 'hive-conf-dir'='/opt/hive')"}},
		{"catalog if not exists", "CREATE CATALOG IF NOT EXISTS c COMMENT 'x' WITH ('type' = 'jdbc')", []string{"CreateCatalog c with('type'='jdbc')"}},
		{"function", "CREATE TEMPORARY SYSTEM FUNCTION IF NOT EXISTS f AS 'com.x.F' LANGUAGE JAVA USING JAR 'a.jar', JAR 'b.jar'",
			[]string{"CreateFunction temporary system if-not-exists f as 'com.x.F' language=JAVA jar='a.jar' jar='b.jar'"}},
		{"temporary function", "CREATE TEMPORARY FUNCTION f AS 'com.x.F'", []string{"CreateFunction temporary f as 'com.x.F'"}},
		{"python function", "CREATE FUNCTION db.f AS 'mod.f' LANGUAGE PYTHON", []string{"CreateFunction db.f as 'mod.f' language=PYTHON"}},
		{"function missing class", "CREATE FUNCTION f AS com.x.F", []string{"error@21: expected string literal (function class), found 'com'"}},
		{"database", "CREATE DATABASE IF NOT EXISTS db COMMENT 'd' WITH ('k' = 'v')", []string{`Generic "CREATE DATABASE" 'd' 'k' 'v'`}},
		{"materialized table", "CREATE MATERIALIZED TABLE mt FRESHNESS = INTERVAL '1' MINUTE AS SELECT 1", []string{`Generic "CREATE MATERIALIZED TABLE" '1'`}},
		{"model", "CREATE MODEL m INPUT (x STRING) OUTPUT (y STRING) WITH ('provider' = 'openai')", []string{`Generic "CREATE MODEL" 'provider' 'openai'`}},
	})
}

func TestGeneric(t *testing.T) {
	runCases(t, []parseCase{
		{"use", "USE db1", []string{`UseDatabase db1`}},
		{"use catalog.database", "USE `my-cat`.db1", []string{`UseDatabase my-cat.db1`}},
		{"use catalog", "USE CATALOG c", []string{`UseCatalog c`}},
		{"use catalog hole", "USE CATALOG " + HoleString, []string{`UseCatalog ` + HoleString}},
		{"use modules", "USE MODULES hive, core", []string{`Generic "USE MODULES" name=hive name=core`}},
		{"use modules quoted", "USE MODULES `Hive`", []string{`Generic "USE MODULES" name=Hive`}},
		{"show tables", "SHOW TABLES FROM db LIKE '%a%'", []string{`Generic "SHOW TABLES" '%a%'`}},
		{"show current", "show current database", []string{`Generic "SHOW CURRENT DATABASE"`}},
		{"show create", "SHOW CREATE TABLE t", []string{`Generic "SHOW CREATE TABLE"`}},
		{"show user functions", "SHOW USER FUNCTIONS", []string{`Generic "SHOW USER FUNCTIONS"`}},
		{"show full modules", "SHOW FULL MODULES", []string{`Generic "SHOW FULL MODULES"`}},
		{"show jobs", "SHOW JOBS", []string{`Generic "SHOW JOBS"`}},
		{"describe", "DESCRIBE t", []string{`Generic "DESCRIBE"`}},
		{"desc", "DESC EXTENDED t", []string{`Generic "DESC EXTENDED"`}},
		{"explain", "EXPLAIN PLAN FOR SELECT * FROM s", []string{`Generic "EXPLAIN"`}},
		{"explain details", "EXPLAIN ESTIMATED_COST, CHANGELOG_MODE, JSON_EXECUTION_PLAN INSERT INTO t SELECT 1", []string{`Generic "EXPLAIN"`}},
		{"compile plan", "COMPILE PLAN 'file:///p.json' IF NOT EXISTS FOR INSERT INTO t SELECT 1", []string{`Generic "COMPILE PLAN" 'file:///p.json'`}},
		{"compile and execute", "COMPILE AND EXECUTE PLAN '/p.json' FOR INSERT INTO t SELECT 1", []string{"Insert t query[]"}},
		{"compile and execute a query", "COMPILE AND EXECUTE PLAN '/p.json' FOR SELECT 1", []string{"error@39: expected STATEMENT or INSERT, found 'SELECT'"}},
		{"execute plan", "EXECUTE PLAN '/p.json'", []string{`Generic "EXECUTE PLAN" '/p.json'`}},
		{"analyze", "ANALYZE TABLE t PARTITION (dt = '1') COMPUTE STATISTICS FOR ALL COLUMNS", []string{`Generic "ANALYZE TABLE" '1'`}},
		{"truncate", "TRUNCATE TABLE t", []string{`Generic "TRUNCATE TABLE"`}},
		{"call", "CALL cat.sys.compact('db.t')", []string{`Generic "CALL" 'db.t'`}},
		{"load module", "LOAD MODULE hive WITH ('hive-version' = '3.1.2')", []string{`Generic "LOAD MODULE" 'hive-version' '3.1.2'`}},
		{"unload module", "UNLOAD MODULE hive", []string{`Generic "UNLOAD MODULE"`}},
		{"add jar", "ADD JAR '/opt/udf.jar'", []string{`Generic "ADD JAR" '/opt/udf.jar'`}},
		{"remove jar", "REMOVE JAR '/opt/udf.jar'", []string{`Generic "REMOVE JAR" '/opt/udf.jar'`}},
		{"drop", "DROP TEMPORARY TABLE IF EXISTS t", []string{`Generic "DROP TEMPORARY TABLE"`}},
		{"stop job", "STOP JOB '228d70913eab60dda85c5e7f78b5782c' WITH SAVEPOINT", []string{`Generic "STOP JOB" '228d70913eab60dda85c5e7f78b5782c'`}},
		{"a statement no Flink statement begins like", "FROBNICATE the widgets", []string{"error@0: expected a statement (CREATE, INSERT, SELECT, SET, SHOW, ...), found 'FROBNICATE'"}},
		{"SHOW TABLES takes FROM/IN and LIKE only", "SHOW TABLES (", []string{"error@12: expected FROM, IN, NOT, LIKE or end of statement, found '('"}},
		{"hole statement", HoleString, []string{`Generic ""`}},
	})
}

func TestScripts(t *testing.T) {
	runCases(t, []parseCase{
		{"empty", "", nil},
		{"only semicolons and comments", ";; -- x\n/* y */ ;", nil},
		{"error then more", "CREATE TABLE a (x INT WITH ('k'='v');\nCREATE TABLE b (y INT) WITH ('k'='v');",
			[]string{"CreateTable b cols[y INT] with('k'='v')", "error@22: expected ')' or ',' in column list, found 'WITH'"}},
		{"unterminated string", "SET 'a' = 'b;\nSET 'c' = 'd';", []string{"error@26: unterminated string literal"}},
		{"unterminated comment", "SET 'a' = 'b'; /* never closed\nSET 'c' = 'd';", []string{"Set 'a'='b'", "error@15: unterminated comment"}},
		{"unterminated identifier", "SELECT `abc FROM t; SELECT 1", []string{"error@7: unterminated quoted identifier"}},
		{"semicolon in string", "SET 'a' = 'x;y'; SET 'b' = 'z'", []string{"Set 'a'='x;y'", "Set 'b'='z'"}},
		{"semicolon in comment", "SET 'a' = 'x' -- ; no split\n; SET 'b' = 'z'", []string{"Set 'a'='x'", "Set 'b'='z'"}},
		{"trailing garbage", "SET 'a' = 'b' 'c'; SELECT 1", []string{"Select query[]", "error@14: expected end of statement, found ''c''"}},
		{"end alone", "END", []string{`Generic "END"`}},
		{"garbage after create", "CREATE TABLE t (a INT) WITH ('k'='v') garbage", []string{"error@38: expected LIKE, AS or end of statement, found 'garbage'"}},
	})
}

func TestHiveDialect(t *testing.T) {
	runCases(t, []parseCase{
		{"hive ddl after the dialect switch", "SET table.sql-dialect = hive;\nCREATE TABLE h (a STRING) PARTITIONED BY (dt STRING) STORED AS parquet;\nINSERT INTO TABLE h PARTITION (dt) SELECT a, dt FROM s;",
			[]string{"Set table.sql-dialect=hive", "CreateTable h", `Generic "HIVE"`}},
		{"hive ddl properties are the table's options", "SET table.sql-dialect = hive;\nCREATE EXTERNAL TABLE IF NOT EXISTS db.h (a STRING) PARTITIONED BY (dt STRING) STORED AS parquet TBLPROPERTIES ('auto-compaction' = 'true');",
			[]string{"Set table.sql-dialect=hive", "CreateTable if-not-exists db.h with('auto-compaction'='true')"}},
		{"back to the default dialect", "SET 'table.sql-dialect' = 'hive';\nSET 'table.sql-dialect' = 'default';\nCREATE TABLE h (a STRING) PARTITIONED BY (dt STRING);",
			[]string{"Set 'table.sql-dialect'='hive'", "Set 'table.sql-dialect'='default'", "CreateTable h", "error@116: expected ')' to close the column list, found 'STRING'"}},
		{"flink sql parses as before in the hive dialect", "SET table.sql-dialect = hive;\nSELECT 1;",
			[]string{"Set table.sql-dialect=hive", "Select query[]"}},
	})
}

func TestHoles(t *testing.T) {
	h := HoleString
	runCases(t, []parseCase{
		{"option list hole", "CREATE TABLE t (a INT) WITH (" + h + ")", []string{"CreateTable t cols[a INT] with(?=?)"}},
		{"whole option clause hole", "CREATE TABLE t (a INT) WITH " + h, []string{"CreateTable t cols[a INT] with(?=?)"}},
		{"option list elision", "CREATE TABLE t (a INT) WITH (...)", []string{"CreateTable t cols[a INT] with(?=?)"}},
		{"option elision among", "CREATE TABLE t (a INT) WITH ('connector' = 'kafka', ...)", []string{"CreateTable t cols[a INT] with('connector'='kafka', ?=?)"}},
		{"option list hole among", "CREATE TABLE t (a INT) WITH ('connector' = 'filesystem', " + h + ", 'x' = '" + h + "')", []string{"CreateTable t cols[a INT] with('connector'='filesystem', ?=?, 'x'=?)"}},
		{"column hole", "CREATE TABLE t (" + h + ", b INT) WITH ('k'='v')", []string{"CreateTable t cols[?; b INT] with('k'='v')"}},
		{"hole type", "CREATE TABLE t (a " + h + ")", []string{"CreateTable t cols[a " + h + "]"}},
		{"clause hole", "CREATE TABLE t (a INT) " + h, []string{"CreateTable t cols[a INT]"}},
		{"hole in name", "CREATE TABLE db_" + h + ".t (a INT)", []string{"CreateTable ?.t cols[a INT]"}},
		{"insert hole query", "INSERT INTO t " + h, []string{"Insert t query[]"}},
		// A hole that holds its own commas: a conditional part of a template ("'k' = 'v',\n" or "").
		{"option hole before a key", "CREATE TABLE t (a INT) WITH ('topic' = 't',\n" + h + h + "'format' = 'json')", []string{"CreateTable t cols[a INT] with('topic'='t', ?=?, 'format'='json')"}},
		{"option hole after a value", "CREATE TABLE t (a INT) WITH ('topic' = 't'" + h + ")", []string{"CreateTable t cols[a INT] with('topic'='t', ?=?)"}},
		{"hint hole", "INSERT INTO t /*+ OPTIONS(" + h + ") */ SELECT 1", []string{"Insert t +OPTIONS(?=?) query[]"}},
		{"partial string", "SET 'k' = 'prefix-" + h + "'", []string{"Set 'k'=?"}},
		{"bucket hole", "CREATE TABLE t (a INT) DISTRIBUTED INTO " + h + " BUCKETS", []string{"CreateTable t cols[a INT] distributed(DISTRIBUTED INTO " + h + " BUCKETS)"}},
	})
}

func TestLexing(t *testing.T) {
	runCases(t, []parseCase{
		{"doubled quote", "SET 'k' = 'it''s'", []string{"Set 'k'='it''s'{it's}"}},
		{"unicode escape", "SET 'k' = U&'caf\\00e9 \\+01F600 \\\\'", []string{"Set 'k'=U&'caf\\00e9 \\+01F600 \\\\'{café 😀 \\}"}},
		{"uescape", "CREATE TABLE t (a INT) WITH ('k' = U&'!0041' UESCAPE '!')", []string{"CreateTable t cols[a INT] with('k'=U&'!0041' UESCAPE '!'{A})"}},
		{"bad unicode escape kept", "SET 'k' = U&'\\zz'", []string{"Set 'k'=U&'\\zz'"}},
		{"string continuation", "CREATE TABLE t (a INT) WITH ('path' = 's3://a/'\n  'b/c')", []string{"CreateTable t cols[a INT] with('path'='s3://a/'\n  'b/c'{s3://a/b/c})"}},
		{"backquotes", "SELECT * FROM `we``ird`.`t`", []string{"Select query[we`ird.t]"}},
		{"numbers (an option value must be a string)", "CREATE TABLE t (a INT) WITH ('a' = 1.5e3, 'b' = +2, 'c' = 007)", []string{"error@35: expected string literal (an option value is quoted: '...'), found '1.5e3'"}},
		{"a bare key (Flink quotes keys)", "CREATE TABLE t (a INT) WITH (connector = kafka, scan.startup-mode = 'latest-offset')", []string{"error@29: expected string literal (an option key is quoted: '...'), found 'connector'"}},
		{"comments everywhere", "CREATE /* a */ TABLE -- b\n t /* c */ (a /* d */ INT) WITH ('k' /* e */ = 'v')", []string{"CreateTable t cols[a INT] with('k'='v')"}},
		{"hint is not a comment", "SELECT * FROM t /*+ OPTIONS('a'='b') */ -- c", []string{"Select query[t +OPTIONS('a'='b')]"}},
		{"malformed hint", "SELECT * FROM t /*+ OPTIONS('a') */", []string{"Select query[t]", "error@31: expected '=' after option key, found ')'"}},
		{"no-break space", "SET\u00a0'k' = 'v'", []string{"Set 'k'='v'"}},
		{"nul and junk", "SET 'k' = 'v'; \x00\x01 #!?", []string{"Set 'k'='v'", "error@15: expected a statement (CREATE, INSERT, SELECT, SET, SHOW, ...), found '\x00'"}},
		// Text before the SQL (a Python comment inside an execute_sql string)
		// is rejected by Flink; the next statement is parsed again.
		{"hash comment", "# note\nCREATE TABLE t (a INT); SET 'k' = 'v'", []string{"Set 'k'='v'", "error@0: expected a statement (CREATE, INSERT, SELECT, SET, SHOW, ...), found '#'"}},
		{"slash comment", "// note\nSELECT 1", []string{"error@0: expected a statement (CREATE, INSERT, SELECT, SET, SHOW, ...), found '/'"}},
		{"at sign", "@@x", []string{"error@0: expected a statement (CREATE, INSERT, SELECT, SET, SHOW, ...), found '@'"}},
	})
}

func TestSpans(t *testing.T) {
	src := "CREATE TABLE `sink` (id INT) WITH (\n  'connector' = 'filesystem',\n  'auto-compaction'='true'\n);\n" +
		"INSERT INTO sink /*+ OPTIONS('sink.parallelism' = '2') */ SELECT * FROM src;"
	s := Parse(src)
	if len(s.Errors) > 0 || len(s.Statements) != 2 {
		t.Fatalf("unexpected: %v", s.Errors)
	}
	ct := s.Statements[0].(*CreateTable)
	ins := s.Statements[1].(*Insert)
	for _, c := range []struct {
		name string
		span Span
		want string
	}{
		{"statement", ct.Span, src[:strings.IndexByte(src, ';')]},
		{"name", ct.Name.Span, "`sink`"},
		{"column", ct.Columns[0].Span(), "id INT"},
		{"type", ct.Columns[0].TypeSpan(), "INT"},
		{"with", ct.With, "WITH (\n  'connector' = 'filesystem',\n  'auto-compaction'='true'\n)"},
		{"option", ct.Options[1].Span(), "'auto-compaction'='true'"},
		{"key", ct.Options[1].Key.Span, "'auto-compaction'"},
		{"value", ct.Options[1].Value.Span, "'true'"},
		{"insert", ins.Span, src[strings.Index(src, "INSERT") : len(src)-1]},
		{"hint", ins.Hints[0].Span, "OPTIONS('sink.parallelism' = '2')"},
		{"hint option", ins.Hints[0].Options[0].Span(), "'sink.parallelism' = '2'"},
		{"query", ins.Query.Span, "SELECT * FROM src"},
		{"source", ins.Query.Sources[0].Span, "src"},
	} {
		if got := src[c.span.Start:c.span.End]; got != c.want {
			t.Errorf("%s span = %q, want %q", c.name, got, c.want)
		}
	}
}

func TestNastyInputs(t *testing.T) {
	big := strings.Repeat
	for name, src := range map[string]string{
		"100k open parens":      "SELECT " + big("(", 100000),
		"100k balanced parens":  "SELECT " + big("(", 100000) + "1" + big(")", 100000),
		"100k insert parens":    "INSERT INTO t " + big("(", 100000) + "SELECT 1" + big(")", 100000),
		"100k close parens":     big(")", 100000),
		"100k row nesting":      "CREATE TABLE t (a " + big("ROW<a ", 100000) + "INT" + big(">", 100000) + ")",
		"100k semicolons":       big(";", 100000),
		"100k statement sets":   big("BEGIN STATEMENT SET;", 10000),
		"100k ENDs":             big("END;", 100000),
		"100k hints":            "SELECT * FROM t " + big("/*+ OPTIONS('a'='b') */", 10000),
		"100k unclosed hints":   big("/*+ ", 10000),
		"long string":           "SET 'k' = '" + big("x", 1<<20) + "'",
		"long identifier":       "SELECT " + big("a", 1<<20),
		"many holes":            big(HoleString, 100000),
		"100k options":          "CREATE TABLE t WITH (" + big("'a'='b',", 100000) + "'c'='d')",
		"100k columns":          "CREATE TABLE t (" + big("a INT,", 100000) + "b INT)",
		"deep with in hint":     "SELECT * FROM t /*+ OPTIONS(" + big("(", 100000) + ") */",
		"100k ctes":             "WITH " + big("a AS (SELECT 1), ", 10000) + "b AS (SELECT 1) SELECT * FROM b",
		"100k joins":            "SELECT * FROM a" + big(" JOIN b ON x = y", 10000),
		"100k nested subselect": big("SELECT * FROM (", 20000) + "t" + big(")", 20000),
		"100k like options":     "CREATE TABLE t LIKE s (" + big("INCLUDING ALL ", 100000) + ")",
		"unterminated string":   "SELECT '" + big("a;", 100000),
		"unterminated comment":  "SELECT 1 /*" + big("a;", 100000),
		"invalid utf8":          "SELECT \xff\xfe\xfd FROM \xc3 WHERE '\xff' = `\xfe`",
	} {
		t.Run(name, func(t *testing.T) {
			s := Parse(src)
			checkSpans(t, src, s)
			checkOrder(t, s)
		})
	}
}

func TestMoreSpans(t *testing.T) {
	src := "CREATE TABLE t (\n  ts TIMESTAMP(3) METADATA FROM 'timestamp' VIRTUAL,\n  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND,\n" +
		"  CONSTRAINT pk PRIMARY KEY (ts) NOT ENFORCED\n) DISTRIBUTED INTO 4 BUCKETS LIKE base (INCLUDING ALL);\n" +
		"BEGIN STATEMENT SET;\nINSERT OVERWRITE s PARTITION (dt = '1') SELECT * FROM t;\nEND;\n" +
		"ADD JAR 'x.jar';\nCREATE FUNCTION f AS 'C' USING JAR 'j.jar'"
	s := Parse(src)
	if len(s.Errors) > 0 || len(s.Statements) != 4 {
		t.Fatalf("unexpected: %v, %d statements", s.Errors, len(s.Statements))
	}
	ct := s.Statements[0].(*CreateTable)
	set := s.Statements[1].(*StatementSet)
	g := s.Statements[2].(*Generic)
	fn := s.Statements[3].(*CreateFunction)
	for _, c := range []struct {
		name string
		span Span
		want string
	}{
		{"metadata column", ct.Columns[0].Span(), "ts TIMESTAMP(3) METADATA FROM 'timestamp' VIRTUAL"},
		{"metadata type", ct.Columns[0].TypeSpan(), "TIMESTAMP(3)"},
		{"watermark", ct.Watermarks[0].Span, "WATERMARK FOR ts AS ts - INTERVAL '1' SECOND"},
		{"watermark column", ct.Watermarks[0].Column.Span, "ts"},
		{"watermark expr", ct.Watermarks[0].Expr, "ts - INTERVAL '1' SECOND"},
		{"primary key", ct.PrimaryKey.Span, "CONSTRAINT pk PRIMARY KEY (ts) NOT ENFORCED"},
		{"distributed", ct.Distributed, "DISTRIBUTED INTO 4 BUCKETS"},
		{"like", ct.Like.Span, "LIKE base (INCLUDING ALL)"},
		{"like option", ct.Like.Options[0].Span, "INCLUDING ALL"},
		{"statement set", set.Span, "BEGIN STATEMENT SET;\nINSERT OVERWRITE s PARTITION (dt = '1') SELECT * FROM t;\nEND"},
		{"partition", set.Inserts[0].Partition[0].Span(), "dt = '1'"},
		{"generic", g.Span, "ADD JAR 'x.jar'"},
		{"generic string", g.Strings[0].Span, "'x.jar'"},
		{"function class", fn.Class.Span, "'C'"},
		{"function jar", fn.Jars[0].Span, "'j.jar'"},
	} {
		if got := src[c.span.Start:c.span.End]; got != c.want {
			t.Errorf("%s span = %q, want %q", c.name, got, c.want)
		}
	}
}

func TestCommentsKept(t *testing.T) {
	src := "-- flinklint:ignore FL001\nSET 'a' = 'b'; /* block\ncomment */ SELECT /*+ HINT */ 1 -- tail"
	s := Parse(src)
	var got []string
	for _, c := range s.Comments {
		if src[c.Span.Start:c.Span.End] == "" {
			t.Errorf("empty comment span %v", c.Span)
		}
		got = append(got, c.Text)
	}
	want := []string{" flinklint:ignore FL001", " block\ncomment ", " tail"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("comments = %q, want %q", got, want)
	}
}

// TestFlinkGrammarRejects checks the message and position of errors for
// statements Flink's parser rejects (testdata/conformance has many more,
// checked for an error only).
func TestFlinkGrammarRejects(t *testing.T) {
	runCases(t, []parseCase{
		{"module names are identifiers", "LOAD MODULE 'core'", []string{"error@12: expected identifier, found ''core''"}},
		{"a trailing comma in USE MODULES", "USE MODULES core, hive,", []string{"error@23: expected identifier, found end of statement"}},
		{"ANALYZE TABLE needs COMPUTE STATISTICS", "ANALYZE TABLE db.t", []string{"error@18: expected PARTITION or COMPUTE, found end of statement"}},
		{"an unknown EXPLAIN detail", "EXPLAIN FOO_DETAIL SELECT 1", []string{"error@8: expected PLAN, an EXPLAIN detail (ESTIMATED_COST, CHANGELOG_MODE, JSON_EXECUTION_PLAN, PLAN_ADVICE) or the statement to explain (a query, INSERT, CREATE, REPLACE TABLE, STATEMENT SET or EXECUTE), found 'FOO_DETAIL'"}},
		{"a misspelt SHOW TABLES clause", "SHOW TABLES FROMM db", []string{"error@12: expected FROM, IN, NOT, LIKE or end of statement, found 'FROMM'"}},
		{"an ALTER TABLE action Flink does not have", "ALTER TABLE t FOO", []string{"error@14: expected SET, RESET, ADD, MODIFY, DROP, RENAME or COMPACT, found 'FOO'"}},
		{"WITH DRAIN only after WITH SAVEPOINT", "STOP JOB 'j' WITH DRAIN", []string{"error@18: expected SAVEPOINT, found 'DRAIN'"}},
		{"a system function is temporary", "CREATE SYSTEM FUNCTION f AS 'F'", []string{"error@7: expected TEMPORARY before SYSTEM (a system function can only be temporary), found 'SYSTEM'"}},
		{"one watermark per table", "CREATE TABLE t (a INT, WATERMARK FOR a AS a, WATERMARK FOR a AS a)", []string{"error@45: expected a column or constraint (Flink takes one WATERMARK per table), found 'WATERMARK'"}},
		{"LIKE and AS exclude each other", "CREATE TABLE t WITH ('k' = 'v') LIKE s AS SELECT 1", []string{"error@39: expected end of statement, found 'AS'"}},
		{"clauses in the grammar's order", "CREATE TABLE t (a INT) WITH ('k' = 'v') COMMENT 'c'", []string{"error@40: expected LIKE, AS or end of statement, found 'COMMENT'"}},
		{"a statement Flink does not have", "GRANT SELECT ON t TO u", []string{"error@0: expected a statement (CREATE, INSERT, SELECT, SET, SHOW, ...), found 'GRANT'"}},
		{"USE CATALOG needs a name", "USE CATALOG", []string{"error@11: expected identifier, found end of statement"}},
		{"ON CONFLICT takes ERROR, NOTHING or DEDUPLICATE", "INSERT INTO t SELECT 1 ON CONFLICT DO UPDATE", []string{"error@38: expected ERROR, NOTHING or DEDUPLICATE after ON CONFLICT DO, found 'UPDATE'"}},
	})
}
