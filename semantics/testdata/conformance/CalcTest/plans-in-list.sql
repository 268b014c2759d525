-- case: IN over a list of literals
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testIn
-- flink: plans
-- reason: expression-type

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

SELECT * FROM MyTable WHERE b IN (1, 3, 4, 5, 6) AND c = 'xx';
