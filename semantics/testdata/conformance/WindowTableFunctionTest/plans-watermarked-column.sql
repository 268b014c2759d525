-- case: TUMBLE over the same column once it has a watermark
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testWindowOnNonTimeAttribute
-- flink: plans
-- reason: window-not-time-attribute

CREATE TABLE events (
  id BIGINT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');

SELECT * FROM TABLE(TUMBLE(TABLE events, DESCRIPTOR(ts), INTERVAL '1' MINUTE));
