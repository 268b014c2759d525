-- case: UNNEST of an array of rows read by the row's field names
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/common/UnnestTestBase.scala, testUnnestObjectArrayWithoutAlias
-- flink: plans
-- reason: unknown-column

CREATE TABLE MyTable (
  a INT,
  b ARRAY<ROW<_1 INT, _2 STRING>>
) WITH ('connector' = 'values');

SELECT a, b, A._1, A._2 FROM MyTable, UNNEST(MyTable.b) AS A WHERE A._1 > 1;
