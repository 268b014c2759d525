-- case: a filtered projection of the TVF, then the aggregate
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testTumble_CalcOnTVF
-- flink: plans
-- reason: window-property

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

SELECT a, window_start, window_end, COUNT(*), SUM(d), COUNT(DISTINCT c) AS uv
FROM (
  SELECT window_start, rowtime, d, proctime, e, b, c, window_end, window_time, a
  FROM TABLE(TUMBLE(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '15' MINUTE))
  WHERE b > 1000
)
GROUP BY a, window_start, window_end;
