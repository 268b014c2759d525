-- case: a FULL JOIN with a non-equi condition
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/JoinTest.scala, testFullJoinNonEqui
-- flink: plans
-- reason: updating-into-append-only

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

SELECT a1, b1 FROM A FULL JOIN B ON a1 = b1 AND a2 > b2;
