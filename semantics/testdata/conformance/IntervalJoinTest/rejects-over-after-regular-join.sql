-- case: an OVER window ordered by a rowtime after a regular join
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/IntervalJoinTest.scala, testRowTimeInnerJoinAndWindowAggregationOnFirst (message of StreamExecOverAggregate)
-- flink: rejects
-- message: OVER windows' ordering in stream mode must be defined on a time attribute.
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
SELECT t1.a,
  COUNT(*) OVER (PARTITION BY t1.a ORDER BY t1.rowtime ROWS BETWEEN 5 PRECEDING AND CURRENT ROW)
FROM MyTable t1
JOIN MyTable2 t2 ON t1.a = t2.a;
