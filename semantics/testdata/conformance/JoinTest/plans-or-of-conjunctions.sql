-- case: a join condition that is an OR of conjunctions over both sides
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/JoinTest.scala, testDependentConditionDerivationInnerJoin
-- flink: plans
-- reason: ambiguous-column

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

SELECT a1, b1 FROM A JOIN B ON (a1 = 1 AND b1 = 1) OR (a2 = 2 AND b2 = 2);
