-- case: UNNEST of the MULTISET a COLLECT aggregate builds
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/common/UnnestTestBase.scala, testUnnestMultiSetFromCollectResult
-- flink: plans
-- reason: unknown-column

CREATE TABLE MyTable (
  a INT,
  b INT,
  c ROW<_1 INT, _2 STRING>
) WITH ('connector' = 'values');

WITH T AS (SELECT b, COLLECT(c) AS `set` FROM MyTable GROUP BY b)
SELECT b, id, point
FROM T, UNNEST(T.`set`) AS A (id, point)
WHERE b < 3;
