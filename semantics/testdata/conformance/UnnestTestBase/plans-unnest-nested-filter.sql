-- case: filters on the UNNEST columns inside and outside a subquery
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/common/UnnestTestBase.scala, testUnnestWithNestedFilter
-- flink: plans
-- reason: unknown-column

CREATE TABLE MyTable (
  a INT,
  b ARRAY<ROW<_1 INT, _2 STRING>>
) WITH ('connector' = 'values');

SELECT *
FROM (
  SELECT a, b1, b2
  FROM (SELECT a, b FROM MyTable) T
  CROSS JOIN UNNEST(T.b) AS S (b1, b2)
  WHERE S.b1 >= 12
) tmp
WHERE b2 <> 'Hello';
