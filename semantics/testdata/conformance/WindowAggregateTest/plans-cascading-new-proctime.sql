-- case: a proctime TUMBLE over a PROCTIME() computed after a window aggregate
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testTumble_CascadingWindow_OnIndividualProctime
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

CREATE VIEW proctime_win AS
SELECT a, b,
  window_start AS ws,
  window_end AS we,
  window_time AS wt,
  PROCTIME() AS new_proctime,
  COUNT(*) AS cnt,
  SUM(d) AS sum_d,
  MAX(d) AS max_d
FROM TABLE(TUMBLE(TABLE MyTable, DESCRIPTOR(proctime), INTERVAL '5' MINUTE))
GROUP BY a, window_start, window_end, window_time, b;

SELECT window_start, window_end, SUM(cnt), COUNT(*)
FROM TABLE(TUMBLE(TABLE proctime_win, DESCRIPTOR(new_proctime), INTERVAL '10' MINUTE))
GROUP BY a, window_start, window_end;
