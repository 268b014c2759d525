-- case: a watermark on a computed TO_TIMESTAMP column
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testDDLWithWatermarkComputedColumn
-- flink: plans
-- reason: watermark-type

CREATE TABLE t1 (
  a INT,
  b VARCHAR,
  c AS a + 1,
  d AS TO_TIMESTAMP(b),
  WATERMARK FOR d AS d - INTERVAL '0.001' SECOND
) WITH (
  'connector' = 'values'
);

SELECT * FROM t1;
