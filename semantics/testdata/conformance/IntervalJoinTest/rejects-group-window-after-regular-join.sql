-- case: a TUMBLE on a rowtime after a regular join, which does not keep time attributes
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/IntervalJoinTest.scala, testRowTimeInnerJoinAndWindowAggregationOnFirst (message of StreamLogicalWindowAggregateRule)
-- flink: rejects
-- message: Window aggregate can only be defined over a time attribute column
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

-- rejected
SELECT t1.b, SUM(t2.a) AS aSum
FROM MyTable t1, MyTable2 t2
WHERE t1.a = t2.a
GROUP BY TUMBLE(t1.rowtime, INTERVAL '6' HOUR), t1.b;
