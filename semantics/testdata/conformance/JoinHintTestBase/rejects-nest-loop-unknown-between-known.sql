-- case: a NEST_LOOP hint with an unknown table between two known ones
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/hints/batch/JoinHintTestBase.java, testJoinHintWithUnknownTableNameMixedWithValidTableNames2
-- flink: rejects
-- message: The options of following hints cannot match the name of input tables or views: `T99` in `NEST_LOOP`
-- reason: hint-unknown-table

SET 'execution.runtime-mode' = 'batch';

CREATE TABLE T1 (
  a1 BIGINT,
  b1 VARCHAR
) WITH (
  'connector' = 'values',
  'bounded' = 'true'
);

CREATE TABLE T2 (
  a2 BIGINT,
  b2 VARCHAR
) WITH (
  'connector' = 'values',
  'bounded' = 'true'
);

CREATE TABLE T3 (
  a3 BIGINT,
  b3 VARCHAR
) WITH (
  'connector' = 'values',
  'bounded' = 'true'
);

CREATE VIEW V4 AS SELECT a3 AS a4, b3 AS b4 FROM T3;

CREATE VIEW V5 AS SELECT T1.* FROM T1 JOIN T2 ON T1.a1 = T2.a2;

-- rejected
SELECT /*+ NEST_LOOP(T1, T99, T2) */ * FROM T1 JOIN T2 ON T1.a1 = T2.a2;
