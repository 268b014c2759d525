-- case: HOP over a BIGINT column
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testWindowOnNonTimeAttribute
-- flink: rejects
-- message: The window function requires the timecol is a time attribute type, but is BIGINT.
-- reason: window-not-time-attribute

CREATE TABLE MyTable (
  a        INT,
  b        BIGINT,
  c        STRING,
  d        DECIMAL(10, 3),
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND
) WITH ('connector' = 'values');

-- rejected
SELECT * FROM TABLE(HOP(TABLE MyTable, DESCRIPTOR(b), INTERVAL '5' MINUTE, INTERVAL '10' MINUTE));
