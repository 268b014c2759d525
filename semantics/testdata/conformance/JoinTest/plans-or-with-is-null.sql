-- case: an OR of conjunctions with IS NULL
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/JoinTest.scala, testDependentConditionDerivationInnerJoinWithNull
-- flink: plans
-- reason: ambiguous-column

CREATE TABLE t (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE s (
  x BIGINT,
  y STRING,
  z INT
) WITH ('connector' = 'values');

SELECT * FROM t JOIN s ON (a = 1 AND x = 1) OR (a = 2 AND y IS NULL);
