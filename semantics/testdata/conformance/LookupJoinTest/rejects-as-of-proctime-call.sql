-- case: FOR SYSTEM_TIME AS OF PROCTIME() instead of the left side's attribute
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testJoinInvalidJoinTemporalTable
-- flink: rejects
-- message: Querying a temporal table using 'FOR SYSTEM TIME AS OF' syntax with an expression call 'PROCTIME()' is not supported yet.
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

-- rejected
SELECT *
FROM MyTable AS T
LEFT JOIN LookupTable FOR SYSTEM_TIME AS OF PROCTIME() AS D
  ON T.a = D.id;
