-- case: CROSS JOIN UNNEST of a MAP into key and value
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/common/UnnestTestBase.scala, testCrossWithUnnestForMap
-- flink: plans
-- reason: unknown-column

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c MAP<STRING, STRING>
) WITH ('connector' = 'values');

SELECT a, b, v FROM MyTable CROSS JOIN UNNEST(c) AS f (k, v);
