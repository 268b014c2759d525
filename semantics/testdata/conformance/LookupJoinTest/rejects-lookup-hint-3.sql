-- case: an invalid LOOKUP hint option
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testInvalidJoinHint
-- flink: rejects
-- message: Invalid LOOKUP hint options: Could not parse value '300 si' for key 'timeout'
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

-- rejected
SELECT /*+ LOOKUP('table' = 'LookupTable', 'async' = 'true', 'timeout' = '300 si') */ *
FROM MyTable AS T
JOIN LookupTable FOR SYSTEM_TIME AS OF T.proctime AS D
  ON T.a = D.id;
