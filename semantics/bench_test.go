package semantics

import (
	"fmt"
	"strings"
	"testing"

	"github.com/flinklint/flinklint/model"
	"github.com/flinklint/flinklint/sqlparse"
)

// script1000 is a SQL script of about 1,000 lines: tables with computed
// columns and watermarks, views, windowed and joined INSERTs.
func script1000() string {
	var b strings.Builder
	for i := 0; b.Len() == 0 || strings.Count(b.String(), "\n") < 1000; i++ {
		fmt.Fprintf(&b, `CREATE TABLE orders_%d (
  order_id BIGINT,
  customer_id BIGINT,
  amount DECIMAL(12, 2),
  qty INT,
  total AS amount * qty,
  ts TIMESTAMP(3),
  proc AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND,
  PRIMARY KEY (order_id) NOT ENFORCED
) WITH ('connector' = 'kafka', 'topic' = 'orders', 'format' = 'json');
CREATE TABLE customers_%d (id BIGINT, name STRING, tier STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'jdbc');
CREATE TABLE sink_%d (window_start TIMESTAMP(3), customer STRING, total DECIMAL(38, 2), n BIGINT) WITH ('connector' = 'blackhole');
CREATE VIEW enriched_%d AS
SELECT o.order_id, o.amount, o.ts, c.name AS customer, c.tier
FROM orders_%d AS o
JOIN customers_%d FOR SYSTEM_TIME AS OF o.proc AS c ON o.customer_id = c.id
WHERE o.amount > 0 AND c.tier IN ('gold', 'silver');
INSERT INTO sink_%d
SELECT window_start, name, SUM(total), COUNT(*)
FROM TABLE(TUMBLE(TABLE orders_%d, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) AS w
JOIN customers_%d AS c ON w.customer_id = c.id
GROUP BY window_start, window_end, name;
`, i, i, i, i, i, i, i, i, i)
	}
	return b.String()
}

// BenchmarkTypeScript1000 is what typing in an editor costs the semantic
// layer on a 1,000-line script: parsing (with the query trees) and the
// analysis.
func BenchmarkTypeScript1000(b *testing.B) {
	src := script1000()
	b.ReportAllocs()
	for b.Loop() {
		f := &model.File{Path: "job.sql", Src: []byte(src), SQL: sqlparse.Parse(src)}
		Analyze(&model.Job{Name: "job.sql", Entry: f, Units: []*model.SQLUnit{{File: f, Script: f.SQL}}})
	}
}

// BenchmarkAnalyze1000 is the analysis alone.
func BenchmarkAnalyze1000(b *testing.B) {
	src := script1000()
	f := &model.File{Path: "job.sql", Src: []byte(src), SQL: sqlparse.Parse(src)}
	job := &model.Job{Name: "job.sql", Entry: f, Units: []*model.SQLUnit{{File: f, Script: f.SQL}}}
	if p := Analyze(job).Problems; len(p) > 0 {
		b.Fatalf("the script has problems: %+v", p[0])
	}
	b.ReportAllocs()
	for b.Loop() {
		Analyze(job)
	}
}
