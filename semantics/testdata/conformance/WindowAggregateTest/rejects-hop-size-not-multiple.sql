-- case: a HOP aggregate whose size is not a multiple of its slide
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testUnsupportedException_HopSizeNonDivisible
-- flink: rejects
-- message: HOP table function based aggregate requires size must be an integral multiple of slide, but got size 600000 ms and slide 240000 ms
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
FROM TABLE(HOP(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '4' MINUTE, INTERVAL '10' MINUTE))
GROUP BY a, window_start, window_end;
