-- case: an aggregate over a window aggregate, grouped on its window columns
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testTumble_CascadingWindow_RelaxForm
-- flink: plans
-- reason: window-property

CREATE TABLE MyTable (
  a        INT,
  b        BIGINT,
  c        STRING NOT NULL,
  d        DECIMAL(10, 3),
  e        BIGINT,
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND
) WITH ('connector' = 'values');

SELECT a, window_start, window_end, COUNT(*)
FROM (
  SELECT a, window_start, window_end, COUNT(DISTINCT c) AS cnt
  FROM TABLE(TUMBLE(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '1' DAY, INTERVAL '8' HOUR))
  GROUP BY a, b, window_start, window_end
)
GROUP BY a, window_start, window_end;
