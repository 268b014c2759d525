-- case: UNNEST of an array of rows into two columns, filtered
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/common/UnnestTestBase.scala, testUnnestObjectArrayFromTableWithFilter
-- flink: plans
-- reason: unknown-column

CREATE TABLE MyTable (
  a INT,
  b ARRAY<ROW<_1 INT, _2 STRING>>
) WITH ('connector' = 'values');

SELECT a, b, s, t FROM MyTable, UNNEST(MyTable.b) AS A (s, t) WHERE s > 13;
