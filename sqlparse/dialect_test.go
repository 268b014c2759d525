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
		{"hive tblproperties", "CREATE TABLE t (a STRING) PARTITIONED BY (dt STRING) TBLPROPERTIES ('x' = 'y');", true},
		{"options hint", "INSERT INTO t /*+ OPTIONS('sink.parallelism' = '2') */ SELECT 1;", true},
		{"mysql init", "CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY) ENGINE=InnoDB;\nSET NAMES utf8mb4;", false},
		{"postgres init", "SET search_path TO public;\nCREATE TABLE t (id SERIAL PRIMARY KEY, ts TIMESTAMP DEFAULT now(), c INT REFERENCES o(id));", false},
		{"postgres storage options", "CREATE TABLE t (id INT) WITH (fillfactor = 70);", false},
		{"mysql optimizer hint", "SELECT /*+ INDEX(t idx) */ * FROM t;", false},
		{"evidence only in a comment", "-- WITH ('connector' = 'kafka')\nCREATE TABLE t (id INT);", false},
		{"evidence only in a string", "INSERT INTO t VALUES ('SET ''k'' = ''v''');", false},
		{"plain query", "INSERT INTO a SELECT * FROM b;", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := HasFlinkEvidence(tt.src); got != tt.want {
				t.Errorf("HasFlinkEvidence(%q) = %v, want %v", tt.src, got, tt.want)
			}
		})
	}
}
