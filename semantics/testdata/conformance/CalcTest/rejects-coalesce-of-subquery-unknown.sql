-- case: COALESCE of a scalar subquery selecting an unknown column
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testCoalesceOnInvalidField
-- flink: rejects
-- message: Column 'invalid' not found in any table
-- reason: unknown-column

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

-- rejected
SELECT COALESCE(SELECT invalid);
