-- case: a TUMBLE over the window_start of another window aggregate, which is no time attribute
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testTumble_CascadingWindow (message of WindowTableFunctionTest.testWindowOnNonTimeAttribute)
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

CREATE VIEW window1 AS
SELECT a, b,
  window_start AS rowtime,
  COUNT(*) AS cnt
FROM TABLE(TUMBLE(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '5' MINUTE))
GROUP BY a, window_start, window_end, b;

-- rejected
SELECT a, window_start, window_end, SUM(cnt)
FROM TABLE(TUMBLE(TABLE window1, DESCRIPTOR(rowtime), INTERVAL '10' MINUTE))
GROUP BY a, window_start, window_end;
