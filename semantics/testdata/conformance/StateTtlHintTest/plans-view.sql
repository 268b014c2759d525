-- case: STATE_TTL naming a joined view
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/hints/stream/StateTtlHintTest.java, testJoinStateTtlHintWithView
-- flink: plans
-- reason: hint-unknown-table

CREATE TABLE T1 (
  a1 BIGINT,
  b1 VARCHAR
) WITH (
  'connector' = 'values'
);

CREATE TABLE T2 (
  a2 BIGINT,
  b2 VARCHAR
) WITH (
  'connector' = 'values'
);

CREATE TABLE T3 (
  a3 BIGINT,
  b3 VARCHAR
) WITH (
  'connector' = 'values'
);

CREATE VIEW V4 AS SELECT a3 AS a4, b3 AS b4 FROM T3;

CREATE VIEW V5 AS SELECT T1.* FROM T1 JOIN T2 ON T1.a1 = T2.a2;

CREATE VIEW V6 AS SELECT a1, b1, COUNT(*) AS cnt FROM T1 GROUP BY a1, b1;

SELECT /*+ STATE_TTL('T1' = '2d', 'V4' = '1d') */ * FROM T1 JOIN V4 ON T1.a1 = V4.a4;
