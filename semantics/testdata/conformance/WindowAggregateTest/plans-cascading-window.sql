-- case: a TUMBLE over the window_time of another window aggregate
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testTumble_CascadingWindow
-- flink: plans
-- reason: window-not-time-attribute

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

CREATE VIEW window1 AS
SELECT a, b,
  window_time AS rowtime,
  COUNT(*) AS cnt,
  SUM(d) AS sum_d,
  MAX(d) AS max_d
FROM TABLE(TUMBLE(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '5' MINUTE))
GROUP BY a, window_start, window_end, window_time, b;

SELECT a, window_start, window_end, SUM(cnt), SUM(sum_d), MAX(max_d)
FROM TABLE(TUMBLE(TABLE window1, DESCRIPTOR(rowtime), INTERVAL '10' MINUTE))
GROUP BY a, window_start, window_end;
