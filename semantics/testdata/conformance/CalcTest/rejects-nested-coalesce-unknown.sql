-- case: nested COALESCE of scalar subqueries over an unknown column
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testNestedCoalesceOnInvalidField
-- flink: rejects
-- message: Column 'invalid' not found in any table
-- reason: unknown-column

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

-- rejected
SELECT COALESCE(SELECT COALESCE(SELECT COALESCE(invalid)));
