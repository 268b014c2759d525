-- case: UNNEST of a subquery's array column, filtered against the subquery
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/common/UnnestTestBase.scala, testJoinWithUnnestOfTuple
-- flink: plans
-- reason: unknown-column

CREATE TABLE MyTable (
  a INT,
  b ARRAY<ROW<_1 INT, _2 STRING>>
) WITH ('connector' = 'values');

SELECT a, b, x, y
FROM (SELECT a, b FROM MyTable WHERE a < 3) AS tf,
     UNNEST(tf.b) AS A (x, y)
WHERE x > a;
