-- case: HOP with a negative offset
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testHopTVFWithNegativeOffset
-- flink: plans
-- reason: window-argument

CREATE TABLE MyTable (
  a        INT,
  b        BIGINT,
  c        STRING,
  d        DECIMAL(10, 3),
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND
) WITH ('connector' = 'values');

SELECT *
FROM TABLE(
  HOP(TABLE MyTable, DESCRIPTOR(rowtime),
      INTERVAL '1' MINUTE, INTERVAL '15' MINUTE, INTERVAL '-5' MINUTE));
