-- case: a regular GROUP BY over a window aggregate's TUMBLE_START
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testTumbleFunInGroupBy
-- flink: plans
-- reason: group-by-column

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT SUM(c)
FROM (
  SELECT a, b, c, TUMBLE_START(rowtime, INTERVAL '15' MINUTE) AS ping_start
  FROM MyTable
  GROUP BY a, b, c, TUMBLE(rowtime, INTERVAL '15' MINUTE)
) AS t1
GROUP BY b, ping_start;
