-- case: a RIGHT OUTER JOIN with a non-equi predicate
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/JoinTest.scala, testRightOuterJoinEquiAndNonEquiPred
-- flink: plans
-- reason: unknown-column

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

SELECT b, y FROM t RIGHT OUTER JOIN s ON a = z AND b < x;
