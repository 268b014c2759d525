-- case: a TUMBLE over the ws column of a proctime window aggregate, which is no time attribute
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testTumble_CascadingWindow_OnInheritProctime (message of WindowTableFunctionTest.testWindowOnNonTimeAttribute)
-- flink: rejects
-- message: The window function requires the timecol is a time attribute type, but is TIMESTAMP(3).
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

-- rejected
SELECT window_start, window_end, SUM(cnt)
FROM TABLE(TUMBLE(TABLE proctime_win, DESCRIPTOR(ws), INTERVAL '10' MINUTE))
GROUP BY window_start, window_end;
