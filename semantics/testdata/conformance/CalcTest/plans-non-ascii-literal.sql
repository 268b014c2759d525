-- case: a filter on a non-ASCII literal and a concatenation
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testFilterOnNonAsciiLiteral
-- flink: plans
-- reason: expression-type

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

SELECT a, b, c, c || TRIM(' 世界 ') FROM MyTable WHERE c = '你好';
