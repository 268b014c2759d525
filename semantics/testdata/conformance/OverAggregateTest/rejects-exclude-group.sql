-- case: a ROWS frame with EXCLUDE GROUP
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testExclusionGroupIsNotSupported
-- flink: rejects
-- message: Frame exclusion 'EXCLUDE GROUP' is not supported in over windows.
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
SELECT a,
  COUNT(*) OVER (PARTITION BY c ORDER BY proctime ROWS BETWEEN 2 PRECEDING AND CURRENT ROW EXCLUDE GROUP)
FROM MyTable;
