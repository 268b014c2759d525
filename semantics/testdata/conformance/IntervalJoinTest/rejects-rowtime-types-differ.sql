-- case: an interval join of a TIMESTAMP(3) rowtime with a TIMESTAMP_LTZ(3) rowtime
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/IntervalJoinTest.scala, testIntervalJoinOnDiffRowTimeType
-- flink: rejects
-- message: Interval join with rowtime attribute requires same rowtime types, but the types are TIMESTAMP(3) *ROWTIME* and TIMESTAMP_LTZ(3) *ROWTIME*
-- reason: interval-join

CREATE TABLE MyTable2 (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE MyTable3 (
  a       INT,
  b       BIGINT,
  c       STRING,
  rowtime AS TO_TIMESTAMP_LTZ(b, 3),
  WATERMARK FOR rowtime AS rowtime
) WITH (
  'connector' = 'values',
  'bounded' = 'false'
);

-- rejected
SELECT t2.a
FROM MyTable2 t1
JOIN MyTable3 t2 ON t1.a = t2.a
  AND t1.rowtime > t2.rowtime - INTERVAL '5' SECOND
  AND t1.rowtime < t2.rowtime + INTERVAL '5' SECOND;
