-- case: a HOP TVF over a view of a regular join, on the left rowtime
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/IntervalJoinTest.scala, testRowTimeInnerJoinAndWindowAggregationOnFirst (message of WindowUtil, FLINK-25137)
-- flink: rejects
-- message: Window can only be defined on a time attribute column
-- reason: rowtime-in-regular-join-window

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

CREATE VIEW joined AS
SELECT t1.a, t1.rowtime, t2.b
FROM MyTable t1
JOIN MyTable2 t2 ON t1.a = t2.a;

-- rejected
SELECT window_start, window_end, COUNT(*)
FROM TABLE(HOP(TABLE joined, DESCRIPTOR(rowtime), INTERVAL '5' MINUTE, INTERVAL '1' HOUR))
GROUP BY window_start, window_end;
