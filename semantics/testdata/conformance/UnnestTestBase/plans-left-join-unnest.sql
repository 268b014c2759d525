-- case: LEFT JOIN UNNEST ... ON TRUE of a collected MULTISET
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/common/UnnestTestBase.scala, testLeftUnnestMultiSetFromCollectResult
-- flink: plans
-- reason: unknown-column

CREATE TABLE MyTable (
  a INT,
  b STRING,
  c STRING
) WITH ('connector' = 'values');

WITH T AS (SELECT a, COLLECT(b) AS `set` FROM MyTable GROUP BY a)
SELECT a, s
FROM T
LEFT JOIN UNNEST(T.`set`) AS A (s) ON TRUE
WHERE a < 5;
