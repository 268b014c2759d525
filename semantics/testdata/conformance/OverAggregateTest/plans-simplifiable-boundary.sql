-- case: a ROWS bound written as 2 + 3
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testWindowBoundaryWithSimplifiableExpressions
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
  COUNT(a) OVER (PARTITION BY b ORDER BY proctime ROWS BETWEEN 2 + 3 PRECEDING AND CURRENT ROW) AS cnt1
FROM MyTable;
