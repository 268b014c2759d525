-- case: an OVER window ordered by a TIMESTAMP(3) column without a watermark
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testRowTimeBoundedPartitionedRowsOver (message of StreamExecOverAggregate)
-- flink: rejects
-- message: OVER windows' ordering in stream mode must be defined on a time attribute.
-- reason: over-window

CREATE TABLE clicks (
  url STRING,
  ts  TIMESTAMP(3)
) WITH ('connector' = 'datagen');

-- rejected
SELECT url,
  COUNT(*) OVER (PARTITION BY url ORDER BY ts RANGE BETWEEN INTERVAL '1' HOUR PRECEDING AND CURRENT ROW)
FROM clicks;
