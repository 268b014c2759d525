-- case: UNION ALL of two HOP windows of different sizes
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testMultiHopWindows
-- flink: plans
-- reason: set-operation-columns

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT HOP_START(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' HOUR),
       HOP_END(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' HOUR),
       COUNT(*),
       SUM(c)
FROM MyTable
GROUP BY HOP(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' HOUR)
UNION ALL
SELECT HOP_START(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' DAY),
       HOP_END(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' DAY),
       COUNT(*),
       SUM(c)
FROM MyTable
GROUP BY HOP(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' DAY);
