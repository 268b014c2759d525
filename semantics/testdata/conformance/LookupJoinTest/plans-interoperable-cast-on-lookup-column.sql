-- case: a CHAR(10) lookup column cast to STRING in the condition
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testJoinTemporalTableWithInteroperableCastOnLookupTable
-- flink: plans
-- reason: lookup-join-condition

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE LookupTable2 (
  id   INT,
  name CHAR(10),
  age  INT
) WITH ('connector' = 'values');

SELECT MyTable.b, LookupTable2.id
FROM MyTable
LEFT JOIN LookupTable2 FOR SYSTEM_TIME AS OF MyTable.proctime
  ON MyTable.b = CAST(LookupTable2.name AS STRING);
