-- case: an invalid LOOKUP hint: Invalid LOOKUP hint
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testInvalidJoinHint
-- flink: rejects
-- message: Invalid LOOKUP hint: incomplete required option(s): [Key: 'table' , default: null (fallback keys: [])]
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
SELECT /*+ LOOKUP('tableName' = 'LookupTable') */ *
FROM MyTable AS T
JOIN LookupTable FOR SYSTEM_TIME AS OF T.proctime AS D
  ON T.a = D.id;
