-- case: TUMBLE over a TIMESTAMP(3) column of a table without a watermark
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testWindowOnNonTimeAttribute
-- flink: rejects
-- message: The window function requires the timecol is a time attribute type, but is TIMESTAMP(3).
-- reason: window-not-time-attribute

CREATE TABLE events (
  id BIGINT,
  ts TIMESTAMP(3)
) WITH ('connector' = 'datagen');

-- rejected
SELECT * FROM TABLE(TUMBLE(TABLE events, DESCRIPTOR(ts), INTERVAL '1' MINUTE));
