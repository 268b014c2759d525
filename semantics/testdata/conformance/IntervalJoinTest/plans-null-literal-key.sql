-- case: a CAST(NULL AS BIGINT) join key with proctime bounds
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/IntervalJoinTest.scala, testJoinWithNullLiteral
-- flink: plans
-- reason: interval-join

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE MyTable2 (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

WITH T1 AS (SELECT a, b, c, proctime, CAST(NULL AS BIGINT) AS nullField FROM MyTable),
     T2 AS (SELECT a, b, c, proctime, CAST(12 AS BIGINT) AS nullField FROM MyTable2)
SELECT t2.a, t2.c, t1.c
FROM T1 AS t1
JOIN T2 AS t2 ON t1.a = t2.a AND t1.nullField = t2.nullField
  AND t1.proctime BETWEEN t2.proctime - INTERVAL '5' SECOND AND t2.proctime + INTERVAL '5' SECOND;
