-- case: a filter over a filtered subquery
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testMultiFilters
-- flink: plans
-- reason: unknown-column

CREATE TABLE MyTable (
  a BIGINT,
  b INT,
  c STRING
) WITH ('connector' = 'values');

SELECT * FROM (SELECT * FROM MyTable WHERE b > 0) t WHERE a < 50;
