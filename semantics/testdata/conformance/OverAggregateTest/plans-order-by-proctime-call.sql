-- case: OVER windows ordered by PROCTIME()
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testProcTimeBoundedPartitionedRowsOverWithBuiltinProctime
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

SELECT a,
  SUM(c) OVER (PARTITION BY a ORDER BY PROCTIME() ROWS BETWEEN 4 PRECEDING AND CURRENT ROW),
  MIN(c) OVER (PARTITION BY a ORDER BY PROCTIME() ROWS BETWEEN 4 PRECEDING AND CURRENT ROW)
FROM MyTable;
