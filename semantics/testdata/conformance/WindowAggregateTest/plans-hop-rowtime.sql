-- case: a HOP aggregate whose size is a multiple of its slide
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testHop_OnRowtime
-- flink: plans
-- reason: window-argument

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

SELECT a, window_start, window_end, COUNT(*), SUM(d), MAX(d) FILTER (WHERE b > 1000), COUNT(DISTINCT c) AS uv
FROM TABLE(HOP(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '5' MINUTE, INTERVAL '10' MINUTE))
GROUP BY a, window_start, window_end;
