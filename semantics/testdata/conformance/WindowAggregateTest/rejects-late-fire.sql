-- case: a window TVF aggregate with late-fire enabled
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testUnsupportedException_LateFire
-- flink: rejects
-- message: Currently, window table function based aggregate doesn't support early-fire and late-fire configuration 'table.exec.emit.early-fire.enabled' and 'table.exec.emit.late-fire.enabled'.
-- reason: setting-unsupported

SET 'table.exec.emit.late-fire.enabled' = 'true';

SET 'table.exec.emit.late-fire.delay' = '5s';

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
SELECT a, window_start, window_end, COUNT(*), SUM(d), MAX(d) FILTER (WHERE b > 1000), COUNT(DISTINCT c) AS uv
FROM TABLE(TUMBLE(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '15' MINUTE))
GROUP BY a, window_start, window_end;
