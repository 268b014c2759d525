-- case: TUMBLE over a view column that only renames the rowtime
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

CREATE VIEW v2 AS
SELECT a, rowtime AS ts2
FROM MyTable;

SELECT * FROM TABLE(TUMBLE(TABLE v2, DESCRIPTOR(ts2), INTERVAL '15' MINUTE));
