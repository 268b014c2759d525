-- case: an ARRAY of decimals of different precisions, without FROM
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testDecimalArrayWithDifferentPrecision
-- flink: plans
-- reason: expression-type

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

SELECT ARRAY[0.12, 0.5, 0.99];
