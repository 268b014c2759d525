-- case: a HOP window TVF over a view that selects the rowtime as it is, through a CTE
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/WindowTableFunctionTest.scala, testTumbleTVF
-- flink: plans
-- reason: window-not-time-attribute

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE MyTable2 (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE VIEW projected AS SELECT a, rowtime AS ts FROM MyTable WHERE c > 0;

WITH w AS (SELECT * FROM projected)
SELECT window_start, window_end, COUNT(*)
FROM TABLE(HOP(TABLE w, DESCRIPTOR(ts), INTERVAL '5' MINUTE, INTERVAL '1' HOUR))
GROUP BY window_start, window_end;
