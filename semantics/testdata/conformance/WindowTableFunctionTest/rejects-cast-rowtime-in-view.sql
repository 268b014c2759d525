-- case: TUMBLE over a view column that casts the rowtime: the cast drops the time attribute
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testWindowOnNonTimeAttribute
-- flink: rejects
-- message: The window function requires the timecol is a time attribute type, but is TIMESTAMP(3).
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

CREATE VIEW v2 AS
SELECT a, CAST(rowtime AS TIMESTAMP(3)) AS ts2
FROM MyTable;

-- rejected
SELECT * FROM TABLE(TUMBLE(TABLE v2, DESCRIPTOR(ts2), INTERVAL '15' MINUTE));
