-- case: TUMBLE over the same view's rowtime column, which stays a time attribute
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testWindowOnNonTimeAttribute
-- flink: plans
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

SELECT * FROM TABLE(TUMBLE(TABLE v1, DESCRIPTOR(rowtime), INTERVAL '15' MINUTE));
