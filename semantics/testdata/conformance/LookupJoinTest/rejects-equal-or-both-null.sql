-- case: the expanded form (a = b) OR (a IS NULL AND b IS NULL)
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testNotDistinctFromInJoinCondition
-- flink: rejects
-- message: LookupJoin doesn't support join condition contains 'a IS NOT DISTINCT FROM b' (or alternative '(a = b) or (a IS NULL AND b IS NULL)')
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
  ON T.a = D.id OR (T.a IS NULL AND D.id IS NULL);
