-- case: a TUMBLE window TVF over the output of an interval join, which keeps the left rowtime
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/IntervalJoinTest.scala, testRowTimeInnerJoinAndWindowAggregationOnFirst
-- flink: plans
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
FROM MyTable t1, MyTable2 t2
WHERE t1.a = t2.a
  AND t1.rowtime BETWEEN t2.rowtime - INTERVAL '10' SECOND AND t2.rowtime + INTERVAL '1' HOUR;

SELECT window_start, window_end, COUNT(*)
FROM TABLE(TUMBLE(TABLE joined, DESCRIPTOR(rowtime), INTERVAL '1' HOUR))
GROUP BY window_start, window_end;
