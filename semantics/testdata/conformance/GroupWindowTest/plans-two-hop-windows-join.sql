-- case: a join of two HOP window aggregates on their window ends
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testMultiHopWindowsJoin
-- flink: plans
-- reason: rowtime-in-regular-join-window

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT *
FROM (
  SELECT HOP_START(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' HOUR) AS hs1,
         HOP_END(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' HOUR) AS he1,
         COUNT(*) AS c1,
         SUM(c) AS s1
  FROM MyTable
  GROUP BY HOP(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' HOUR)
) t1
JOIN (
  SELECT HOP_START(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' DAY) AS hs2,
         HOP_END(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' DAY) AS he2,
         COUNT(*) AS c2,
         SUM(c) AS s2
  FROM MyTable
  GROUP BY HOP(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' DAY)
) t2 ON t1.he1 = t2.he2
WHERE t1.s1 IS NOT NULL;
