-- case: the only condition compares expressions, no field of the lookup table
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testJoinInvalidJoinTemporalTable
-- flink: rejects
-- message: Temporal table join requires an equality condition on fields of table [default_catalog.default_database.LookupTable].
-- reason: lookup-join-condition

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
LEFT JOIN LookupTable FOR SYSTEM_TIME AS OF T.proctime AS D
  ON T.a + 1 = D.id + 2;
