-- case: LEFT lookup join
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testLeftJoinTemporalTable
-- flink: plans
-- reason: lookup-join-type

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
FROM MyTable AS T
LEFT JOIN LookupTable FOR SYSTEM_TIME AS OF T.proctime AS D
  ON T.a = D.id;
