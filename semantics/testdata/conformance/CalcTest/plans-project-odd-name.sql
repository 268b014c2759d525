-- case: a column renamed to a quoted name with punctuation and a non-ASCII letter
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testProjectWithNaming
-- flink: plans
-- reason: unknown-column

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

SELECT `1-_./Ü`, b, c FROM (SELECT a AS `1-_./Ü`, b, c FROM MyTable);
