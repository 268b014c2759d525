-- case: a SESSION group window on a rowtime after a regular LEFT JOIN
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
SELECT t1.b, COUNT(*)
FROM MyTable t1
LEFT JOIN MyTable2 t2 ON t1.a = t2.a
GROUP BY t1.b, SESSION(t1.rowtime, INTERVAL '10' MINUTE);
