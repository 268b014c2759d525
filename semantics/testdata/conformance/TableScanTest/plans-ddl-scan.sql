-- case: a scan of a table with a watermark
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testDDLTableScan
-- flink: plans
-- reason: watermark-type

CREATE TABLE src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE,
  WATERMARK FOR ts AS ts - INTERVAL '0.001' SECOND
) WITH (
  'connector' = 'values'
);

SELECT * FROM src WHERE a > 1;
