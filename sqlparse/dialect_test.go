package sqlparse

import "testing"

func TestHasFlinkEvidence(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want bool
	}{
		{"table options", "CREATE TABLE t (a INT) WITH ('connector' = 'kafka');", true},
		{"options despite a syntax error", "CREATE TABLE t (a INT,, ) WITH ('connector' = 'print')", true},
		{"quoted SET", "SET 'execution.checkpointing.interval' = '10s';", true},
		{"dotted SET", "SET table.sql-dialect = hive;", true},
		{"statement set", "EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT 1; END;", true},
		{"begin statement set", "BEGIN STATEMENT SET;", true},
		{"watermark", "CREATE TABLE t (ts TIMESTAMP(3), WATERMARK FOR ts AS ts)", true},
		{"not enforced", "CREATE TABLE t (id INT, PRIMARY KEY (id) NOT ENFORCED)", true},
		{"catalog", "CREATE CATALOG c WITH ('type' = 'iceberg');", true},
		{"use catalog", "USE CATALOG c;", true},
		{"load module", "LOAD MODULE hive;", true},
		{"unload module", "UNLOAD MODULE hive;", true},
		{"use modules", "USE MODULES core, hive;", true},
		{"modules alone", "SELECT modules FROM t;", false},
		{"hive tblproperties", "CREATE TABLE t (a STRING) PARTITIONED BY (dt STRING) TBLPROPERTIES ('x' = 'y');", true},
		{"spark using provider", "CREATE TABLE t (a STRING) USING iceberg PARTITIONED BY (days(a)) TBLPROPERTIES ('x' = 'y'); SHOW TBLPROPERTIES t;", false},
		{"join using is no provider", "SELECT * FROM a JOIN b USING (k); CREATE TABLE t (a STRING) TBLPROPERTIES ('x' = 'y');", true},
		{"show tblproperties is no Hive DDL", "SELECT count(*) FROM lake.trades; SHOW TBLPROPERTIES lake.trades;", false},
		{"using connection is Flink", "CREATE TABLE t (a STRING) USING CONNECTION c TBLPROPERTIES ('x' = 'y');", true},
		{"hive script", "set hive.exec.max.dynamic.partitions=100000;\nset mapreduce.job.reduce.slowstart.completedmaps=1;\nuse ${DB};\nfrom ${SOURCE}.t s\ninsert overwrite table t partition(d)\nselect s.a, s.d;", false},
		{"spark SET", "SET spark.sql.shuffle.partitions = 8;\nINSERT INTO a SELECT * FROM b;", false},
		{"hive SET beside Flink evidence", "SET hive.exec.dynamic.partition = true;\nSET table.sql-dialect = hive;", true},
		{"options hint", "INSERT INTO t /*+ OPTIONS('sink.parallelism' = '2') */ SELECT 1;", true},
		{"mysql init", "CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY) ENGINE=InnoDB;\nSET NAMES utf8mb4;", false},
		{"postgres init", "SET search_path TO public;\nCREATE TABLE t (id SERIAL PRIMARY KEY, ts TIMESTAMP DEFAULT now(), c INT REFERENCES o(id));", false},
		{"postgres storage options", "CREATE TABLE t (id INT) WITH (fillfactor = 70);", false},
		{"mysql optimizer hint", "SELECT /*+ INDEX(t idx) */ * FROM t;", false},
		{"evidence only in a comment", "-- WITH ('connector' = 'kafka')\nCREATE TABLE t (id INT);", false},
		{"evidence only in a string", "INSERT INTO t VALUES ('SET ''k'' = ''v''');", false},
		{"plain query", "INSERT INTO a SELECT * FROM b;", false},
		// Issue 46 item 21: USING as the first token looked at the token before it.
		{"using first", "USING", false},
		{"catalog first", "CATALOG c", false},
		{"statement first", "STATEMENT SET", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := HasFlinkEvidence(tt.src); got != tt.want {
				t.Errorf("HasFlinkEvidence(%q) = %v, want %v", tt.src, got, tt.want)
			}
		})
	}
}

func TestTemplatePlaceholders(t *testing.T) {
	tests := []struct {
		sql      string
		holeName bool // the table name is a hole
		holeConn bool // the connector value is a hole
	}{
		{"CREATE TABLE ${T} (a INT) WITH ('connector' = 'kafka')", true, false},
		{"CREATE TABLE {{ t }} (a INT) WITH ('connector' = '{{ c }}')", true, true},
		{"CREATE TABLE t (a INT) WITH ('connector' = '$CONNECTOR')", false, true},
		{"CREATE TABLE t (a INT) WITH ('connector' = 's3://${B}/x')", false, true},
		// Not placeholders: a regex anchor, a price, a lone brace in a string.
		{"CREATE TABLE t (a INT) WITH ('connector' = '^a$')", false, false},
		{"CREATE TABLE t (a INT) WITH ('connector' = '$5 each')", false, false},
		{"CREATE TABLE t (a INT) WITH ('connector' = '{x}')", false, false},
		{"{% if x %}CREATE TABLE t (a INT) WITH ('connector' = 'kafka'){% endif %}", false, false},
	}
	for _, tt := range tests {
		s := Parse(tt.sql)
		if len(s.Errors) > 0 || len(s.Statements) != 1 {
			t.Errorf("%s: errors %v, %d statements", tt.sql, s.Errors, len(s.Statements))
			continue
		}
		ct, ok := s.Statements[0].(*CreateTable)
		if !ok {
			t.Errorf("%s: %T", tt.sql, s.Statements[0])
			continue
		}
		if got := ct.Name.Object().Hole; got != tt.holeName {
			t.Errorf("%s: name hole = %v, want %v", tt.sql, got, tt.holeName)
		}
		var conn *Option
		for i := range ct.Options {
			if ct.Options[i].Key.Value == "connector" {
				conn = &ct.Options[i]
			}
		}
		if conn == nil || conn.Value.Hole != tt.holeConn {
			t.Errorf("%s: connector %+v, want hole %v", tt.sql, conn, tt.holeConn)
		}
	}
}

func TestJinjaTemplate(t *testing.T) {
	tests := []struct {
		src  string
		want bool
	}{
		{"{{ config(materialized='table') }}\nSELECT 1", true},
		{"-- a dbt model\n\n  {% set cols = ['a'] %}\nSELECT 1", true},
		{"/* header */ {# note #} SELECT 1", true},
		{"SELECT '{{ x }}'", false},
		{"CREATE TABLE t (a INT) WITH ('path' = '${P}')", false},
		{"${TABLE_DDL}", false},
		{"-- only a comment", false},
		{"/* unterminated", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := JinjaTemplate(tt.src); got != tt.want {
			t.Errorf("JinjaTemplate(%q) = %v, want %v", tt.src, got, tt.want)
		}
	}
}

func TestOtherDialectEvidence(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"mysql auto increment", "CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY);", "MySQL's AUTO_INCREMENT"},
		{"mysql engine", "CREATE TABLE t (id INT) ENGINE=InnoDB;", "MySQL's ENGINE = table option"},
		{"postgres extension", "CREATE EXTENSION IF NOT EXISTS pgcrypto;", "PostgreSQL's CREATE EXTENSION"},
		{"postgres serial", "CREATE TABLE t (id SERIAL PRIMARY KEY, name TEXT);", "PostgreSQL's SERIAL column type"},
		{"postgres bigserial last", "CREATE TABLE t (name TEXT, id BIGSERIAL);", "PostgreSQL's BIGSERIAL column type"},
		{"oracle", "CREATE TABLE t (name VARCHAR2(20));", "Oracle's VARCHAR2"},
		{"sequence", "CREATE SEQUENCE s START WITH 1;", "CREATE SEQUENCE"},
		{"spark using", "CREATE TABLE t (a STRING) USING delta;", "Spark's USING delta clause"},
		{"flink query", "INSERT INTO sink_t SELECT id, COUNT(*) FROM src GROUP BY id;", ""},
		{"a column named serial", "SELECT serial, engine FROM devices;", ""},
		{"join using", "SELECT * FROM a JOIN b USING (k);", ""},
		{"using connection", "CREATE TABLE t (a STRING) USING CONNECTION c;", ""},
		{"in a comment", "-- id INT AUTO_INCREMENT\nINSERT INTO a SELECT 1;", ""},
		{"in a string", "INSERT INTO a VALUES ('ENGINE=InnoDB');", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := OtherDialectEvidence(tt.src); got != tt.want {
				t.Errorf("OtherDialectEvidence(%q) = %q, want %q", tt.src, got, tt.want)
			}
		})
	}
}

func TestParseHive(t *testing.T) {
	src := "CREATE TABLE t (a STRING) PARTITIONED BY (dt STRING) STORED AS parquet TBLPROPERTIES ('k' = 'v');"
	if s := Parse(src); len(s.Errors) == 0 {
		t.Fatalf("Parse: want a syntax error outside the Hive dialect")
	}
	s := ParseHive(src)
	if len(s.Errors) != 0 || len(s.Statements) != 1 {
		t.Fatalf("ParseHive: %d errors, %d statements; want none and one", len(s.Errors), len(s.Statements))
	}
}
