-- case: an interval join of two TIMESTAMP_LTZ(3) rowtimes
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/IntervalJoinTest.scala, testIntervalJoinOnTimestampLtzRowtime
-- flink: plans
-- reason: interval-join

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

CREATE TABLE MyTable4 (
  a       INT,
  b       BIGINT,
  c       STRING,
  rowtime AS TO_TIMESTAMP_LTZ(b, 3),
  WATERMARK FOR rowtime AS rowtime
) WITH (
  'connector' = 'values',
  'bounded' = 'false'
);

SELECT t2.a
FROM MyTable3 t1
JOIN MyTable4 t2 ON t1.a = t2.a
  AND t1.rowtime > t2.rowtime - INTERVAL '5' SECOND
  AND t1.rowtime < t2.rowtime + INTERVAL '5' SECOND;
