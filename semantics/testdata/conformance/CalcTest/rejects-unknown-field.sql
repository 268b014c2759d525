-- case: a column the table does not have
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testInvalidFields
-- flink: rejects
-- message: ValidationException (the test checks the type; Calcite's message is Column 'foo' not found in any table)
-- reason: unknown-column

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

-- rejected
SELECT a, foo FROM MyTable;
