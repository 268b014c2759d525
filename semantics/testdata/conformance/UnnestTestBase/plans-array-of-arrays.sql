-- case: UNNEST of an ARRAY<ARRAY<INT>> column
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/common/UnnestTestBase.scala, testUnnestArrayOfArrayFromTable
-- flink: plans
-- reason: unknown-column

CREATE TABLE MyTable (
  a INT,
  b ARRAY<INT>,
  c ARRAY<ARRAY<INT>>
) WITH ('connector' = 'values');

SELECT a, s FROM MyTable, UNNEST(MyTable.c) AS A (s);
