-- case: both sides are CTEs
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testJoinTemporalTableWithCTE
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

WITH MyLookupTable AS (SELECT * FROM MyTable),
     OtherLookupTable AS (SELECT * FROM LookupTable)
SELECT MyLookupTable.b
FROM MyLookupTable
JOIN OtherLookupTable FOR SYSTEM_TIME AS OF MyLookupTable.proctime AS D
  ON MyLookupTable.a = D.id AND D.age = 10;
