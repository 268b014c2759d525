-- case: TUMBLE over a view column computed by LOCALTIMESTAMP
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testWindowOnNonTimeAttribute
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

CREATE VIEW v1 AS
SELECT *, LOCALTIMESTAMP AS cur_time
FROM MyTable;

-- rejected
SELECT * FROM TABLE(TUMBLE(TABLE v1, DESCRIPTOR(cur_time), INTERVAL '15' MINUTE));
