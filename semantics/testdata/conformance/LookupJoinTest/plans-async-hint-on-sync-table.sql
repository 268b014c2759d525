-- case: 'async' = 'true' hint on a synchronous lookup table
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testJoinSyncTableWithAsyncHint
-- flink: plans
-- reason: hint-invalid

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

SELECT /*+ LOOKUP('table' = 'D', 'async' = 'true') */ *
FROM MyTable AS T
JOIN LookupTable FOR SYSTEM_TIME AS OF T.proctime AS D
  ON T.a = D.id;
