-- case: a ROW constructor
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testRowType
-- flink: plans
-- reason: expression-type

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

SELECT ROW(1, 'Hi', a) FROM MyTable;
