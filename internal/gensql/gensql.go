// Package gensql writes Flink SQL scripts of a chosen size for the speed
// benchmarks: many findings in one file (issue 31), where every cost that
// grows with the findings of a file shows.
package gensql

import (
	"bytes"
	"fmt"
)

// FindingsPerTable is how many findings each table of FindingsScript
// draws.
const FindingsPerTable = 3

// MinTableBytes is about the size of a table of FindingsScript without
// extra columns.
const MinTableBytes = 330

// FindingsScript returns a script of tables, each of which draws
// FindingsPerTable findings: a Kafka source with a value of an enum option
// Flink rejects (FL013) and two misspelt options (FL010), alternating with
// a partitioned filesystem sink with 'auto-compaction' on (FL001), no
// partition committer (FL020) and no checkpointing (FL022). Each table gets
// extra columns until it is about tableBytes long (at least
// MinTableBytes). The same arguments always give the same bytes.
func FindingsScript(tables, tableBytes int) []byte {
	var b bytes.Buffer
	b.Grow(tables * max(tableBytes, MinTableBytes))
	for i := range tables {
		start := b.Len()
		if i%2 == 0 {
			fmt.Fprintf(&b, "CREATE TABLE src_%d (\n  id BIGINT,\n", i)
			columns(&b, start+tableBytes-260)
			fmt.Fprintf(&b, `  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'topic_%d',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json',
  'scan.startup.mode' = 'earliest',
  'sink.partitoner' = 'fixed',
  'scan.topic-partition-discovery.intervall' = '1 min'
);
`, i)
			continue
		}
		fmt.Fprintf(&b, "CREATE TABLE sink_%d (\n  id BIGINT,\n", i)
		columns(&b, start+tableBytes-160)
		fmt.Fprintf(&b, `  dt STRING
) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/%d',
  'format' = 'parquet',
  'auto-compaction' = 'true'
);
`, i)
	}
	return b.Bytes()
}

// columns writes column definitions until b is at least until bytes long.
func columns(b *bytes.Buffer, until int) {
	for k := 0; b.Len() < until; k++ {
		fmt.Fprintf(b, "  attr_%d STRING,\n", k)
	}
}
