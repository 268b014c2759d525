-- case: a lookup table with a computed column
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testJoinTemporalTableWithComputedColumnAndPushDown
-- flink: plans
-- reason: lookup-join-unsupported

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE LookupTableWithComputedColumn (
  id          INT,
  name        STRING,
  age         INT,
  nominal_age AS age + 1
) WITH (
  'connector' = 'values',
  'bounded' = 'true'
);

SELECT T.a, T.b, T.c, D.name, D.age, D.nominal_age
FROM MyTable AS T
JOIN LookupTableWithComputedColumn FOR SYSTEM_TIME AS OF T.proctime AS D
  ON T.a = D.id AND D.nominal_age > 12;
