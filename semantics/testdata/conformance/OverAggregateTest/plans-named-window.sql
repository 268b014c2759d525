-- case: a WINDOW clause shared by two aggregates
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testProctimeBoundedDistinctWithNonDistinctPartitionedRowOver
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

SELECT b,
  COUNT(a) OVER w AS cnt1,
  SUM(a) OVER w AS sum1
FROM MyTable
WINDOW w AS (PARTITION BY b ORDER BY proctime ROWS BETWEEN 2 PRECEDING AND CURRENT ROW);
