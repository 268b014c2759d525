-- case: two CTEs with different HOP windows, unioned
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testWindowAggregateWithDifferentWindows
-- flink: plans
-- reason: set-operation-columns

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

WITH window_1h AS (
  SELECT 1
  FROM MyTable
  GROUP BY HOP(rowtime, INTERVAL '1' HOUR, INTERVAL '1' HOUR)
),
window_2h AS (
  SELECT 1
  FROM MyTable
  GROUP BY HOP(rowtime, INTERVAL '1' HOUR, INTERVAL '2' HOUR)
)
(SELECT * FROM window_1h)
UNION ALL
(SELECT * FROM window_2h);
