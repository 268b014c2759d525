-- case: IF over an OR with IS NULL
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testOrWithIsNullInIf
-- flink: plans
-- reason: function-signature

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

SELECT IF(c = '' OR c IS NULL, 'a', 'b') FROM MyTable;
