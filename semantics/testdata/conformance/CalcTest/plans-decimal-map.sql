-- case: a MAP of decimals of different precisions, without FROM
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testDecimalMapWithDifferentPrecision
-- flink: plans
-- reason: expression-type

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

SELECT MAP['a', 0.12, 'b', 0.5];
