-- case: MAX and MIN over an upsert source
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testAggregateOnUpsertSource
-- flink: plans
-- reason: updating-input-unsupported

CREATE TABLE src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE,
  c  STRING,
  PRIMARY KEY (a) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'UA,D'
);

SELECT b, COUNT(*), MAX(ts), MIN(ts) FROM src GROUP BY b;
