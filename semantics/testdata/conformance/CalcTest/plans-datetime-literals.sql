-- case: DATE, TIME and TIMESTAMP literals
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testProjectWithDateType
-- flink: plans
-- reason: expression-type

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

SELECT a, b, c,
  DATE '1984-07-12',
  TIME '14:34:24',
  TIMESTAMP '1984-07-12 14:34:24'
FROM MyTable;
