-- case: SESSION_START and SESSION_END of a proctime window
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testSessionFunction
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
  SESSION_START(proctime, INTERVAL '15' MINUTE),
  SESSION_END(proctime, INTERVAL '15' MINUTE)
FROM MyTable
GROUP BY SESSION(proctime, INTERVAL '15' MINUTE);
