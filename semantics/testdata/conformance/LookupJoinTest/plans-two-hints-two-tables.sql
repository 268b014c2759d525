-- case: two LOOKUP hints, one per joined table alias
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testMultipleJoinHintsWithDifferentTableAlias
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

CREATE TABLE AsyncLookupTable (
  id   INT,
  name STRING,
  age  INT
) WITH (
  'connector' = 'values',
  'async' = 'true'
);

SELECT /*+ LOOKUP('table' = 'D', 'output-mode' = 'allow_unordered'),
           LOOKUP('table' = 'D1', 'retry-predicate' = 'lookup_miss', 'retry-strategy' = 'fixed_delay',
                  'fixed-delay' = '10s', 'max-attempts' = '3') */ *
FROM MyTable AS T
JOIN AsyncLookupTable FOR SYSTEM_TIME AS OF T.proctime AS D
  ON T.a = D.id
JOIN LookupTable FOR SYSTEM_TIME AS OF T.proctime AS D1
  ON T.a = D1.id;
