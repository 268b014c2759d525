-- case: the same OVER window in batch mode, where any ordering is allowed
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testRowTimeBoundedPartitionedRowsOver
-- flink: plans
-- reason: over-window

SET 'execution.runtime-mode' = 'batch';

CREATE TABLE clicks (
  url STRING,
  ts  TIMESTAMP(3)
) WITH (
  'connector' = 'datagen',
  'number-of-rows' = '10'
);

SELECT url,
  COUNT(*) OVER (PARTITION BY url ORDER BY ts RANGE BETWEEN INTERVAL '1' HOUR PRECEDING AND CURRENT ROW)
FROM clicks;
