-- case: a scan of a bounded table
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testScanOnBoundedSource
-- flink: plans
-- reason: other

CREATE TABLE src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE
) WITH (
  'connector' = 'values',
  'bounded' = 'true'
);

SELECT * FROM src WHERE a > 1;
