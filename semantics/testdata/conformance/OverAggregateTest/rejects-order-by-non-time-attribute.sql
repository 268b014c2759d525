-- case: an OVER window ordered by an INT column in streaming mode
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testRowTimeBoundedPartitionedRowsOver (message of StreamExecOverAggregate)
-- flink: rejects
-- message: OVER windows' ordering in stream mode must be defined on a time attribute.
-- reason: over-window

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

-- rejected
SELECT c,
  COUNT(a) OVER (PARTITION BY c ORDER BY a ROWS BETWEEN 5 PRECEDING AND CURRENT ROW)
FROM MyTable;
