-- case: a CUMULATE aggregate whose max size is not a multiple of its step
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testUnsupportedException_CumulateSizeNonDivisible
-- flink: rejects
-- message: CUMULATE table function based aggregate requires maxSize must be an integral multiple of step, but got maxSize 3600000 ms and step 1500000 ms
-- reason: window-argument

CREATE TABLE MyTable (
  a        INT,
  b        BIGINT,
  c        STRING NOT NULL,
  d        DECIMAL(10, 3),
  e        BIGINT,
  rowtime  TIMESTAMP(3),
  proctime AS PROCTIME(),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND
) WITH ('connector' = 'values');

-- rejected
SELECT a, window_start, window_end, COUNT(*)
FROM TABLE(CUMULATE(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '25' MINUTE, INTERVAL '1' HOUR))
GROUP BY a, window_start, window_end;
