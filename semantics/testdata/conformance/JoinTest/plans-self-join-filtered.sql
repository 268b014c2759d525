-- case: a LEFT OUTER self join of two filtered subqueries
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/JoinTest.scala, testSelfJoinPlan
-- flink: plans
-- reason: ambiguous-column

CREATE TABLE src (
  `key` BIGINT,
  v STRING
) WITH ('connector' = 'values');

SELECT *
FROM (SELECT * FROM src WHERE `key` = 0) src1
LEFT OUTER JOIN (SELECT * FROM src WHERE `key` = 0) src2
  ON (src1.`key` = src2.`key` AND src2.`key` > 10);
