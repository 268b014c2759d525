-- case: a TUMBLE on the right rowtime after an interval join
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/IntervalJoinTest.scala, testRowTimeInnerJoinAndWindowAggregationOnSecond
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

SELECT t2.b, SUM(t1.a) AS aSum, COUNT(t1.b) AS bCnt
FROM MyTable t1, MyTable2 t2
WHERE t1.a = t2.a
  AND t1.rowtime BETWEEN t2.rowtime - INTERVAL '10' MINUTE AND t2.rowtime + INTERVAL '1' HOUR
GROUP BY TUMBLE(t2.rowtime, INTERVAL '6' HOUR), t2.b;
