-- case: TUMBLE over a computed PROCTIME() column
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testTumblingWindowWithProctime
-- flink: plans
-- reason: window-not-time-attribute

CREATE TABLE MyTable1 (
  a INT,
  b BIGINT,
  c AS PROCTIME()
) WITH ('connector' = 'values');

SELECT SUM(a), MAX(b) FROM MyTable1 GROUP BY TUMBLE(c, INTERVAL '1' SECOND);
