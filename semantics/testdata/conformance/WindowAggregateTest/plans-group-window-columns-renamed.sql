-- case: grouping on window columns and a renamed copy
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testTumble_GroupMultipleWindowColumns
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

SELECT a, window_start, ws, window_end, window_time, COUNT(*), SUM(d)
FROM (
  SELECT *, window_start AS ws
  FROM TABLE(TUMBLE(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '15' MINUTE))
)
GROUP BY a, window_start, window_end, ws, window_time;
