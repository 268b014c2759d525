-- case: UNNEST of an ARRAY<INT> column, aliased
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/common/UnnestTestBase.scala, testUnnestPrimitiveArrayFromTable
-- flink: plans
-- reason: unknown-column

CREATE TABLE MyTable (
  a INT,
  b ARRAY<INT>,
  c ARRAY<ARRAY<INT>>
) WITH ('connector' = 'values');

SELECT a, b, s FROM MyTable, UNNEST(MyTable.b) AS A (s);
