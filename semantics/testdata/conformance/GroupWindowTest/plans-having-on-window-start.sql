-- case: HAVING over an aggregate and QUARTER(HOP_START(...))
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testExpressionOnWindowHavingFunction
-- flink: plans
-- reason: window-property

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT COUNT(*),
  HOP_START(rowtime, INTERVAL '15' MINUTE, INTERVAL '1' MINUTE)
FROM MyTable
GROUP BY HOP(rowtime, INTERVAL '15' MINUTE, INTERVAL '1' MINUTE)
HAVING SUM(a) > 0
   AND QUARTER(HOP_START(rowtime, INTERVAL '15' MINUTE, INTERVAL '1' MINUTE)) = 1;
