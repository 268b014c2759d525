-- case: the left side is a subquery that keeps proctime
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testJoinTemporalTableWithNestedQuery
-- flink: plans
-- reason: temporal-join-not-time-attribute

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE LookupTable (
  id   INT,
  name STRING,
  age  INT
) WITH ('connector' = 'values');

SELECT *
FROM (SELECT a, b, proctime FROM MyTable WHERE c > 1000) AS T
JOIN LookupTable FOR SYSTEM_TIME AS OF T.proctime AS D
  ON T.a = D.id;
