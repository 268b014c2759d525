-- case: a LEFT JOIN of two aggregates with a non-equi condition
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/JoinTest.scala, testLeftJoinWithEqualPkNonEqui
-- flink: plans
-- reason: updating-input-unsupported

CREATE TABLE A (
  a1 INT,
  a2 BIGINT,
  a3 BIGINT
) WITH ('connector' = 'values');

CREATE TABLE B (
  b1 INT,
  b2 BIGINT,
  b3 BIGINT
) WITH ('connector' = 'values');

SELECT a1, b1
FROM (SELECT SUM(a2) AS a2, a1 FROM A GROUP BY a1)
LEFT JOIN (SELECT SUM(b2) AS b2, b1 FROM B GROUP BY b1) ON a1 = b1 AND a2 > b2;
