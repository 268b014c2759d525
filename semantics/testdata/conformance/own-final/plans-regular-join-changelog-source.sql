-- case: a regular join with the same changelog source
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForOverAggregate
-- flink: plans
-- reason: updating-input-unsupported

CREATE TABLE changes (
  id   BIGINT,
  v    INT,
  ts   TIMESTAMP(3),
  WATERMARK FOR ts AS ts,
  PRIMARY KEY (id) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UB,UA,D'
);

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT c.id, t.a
FROM changes AS c
JOIN MyTable AS t ON c.id = t.c;
