-- case: a rowtime ROWS frame of five rows
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testRowTimeBoundedPartitionedRowsOver
-- flink: plans
-- reason: over-window

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT c,
  COUNT(a) OVER (PARTITION BY c ORDER BY rowtime ROWS BETWEEN 5 PRECEDING AND CURRENT ROW)
FROM MyTable;
