-- case: filters comparing DATE, TIME and TIMESTAMP columns with literals
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/CalcTest.scala, testFilterWithDateType
-- flink: plans
-- reason: expression-type

CREATE TABLE MyTable3 (
  a BIGINT,
  b DATE,
  c TIME,
  d TIMESTAMP(3)
) WITH ('connector' = 'values');

SELECT *
FROM MyTable3
WHERE b = DATE '1984-07-12' AND c = TIME '14:34:24' AND d = TIMESTAMP '1984-07-12 14:34:24';
