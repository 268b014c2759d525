-- case: late-fire enabled with a legacy GROUP BY TUMBLE window, which supports it
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/WindowAggregateTest.scala, testUnsupportedException_LateFire
-- flink: plans
-- reason: setting-unsupported

SET 'table.exec.emit.late-fire.enabled' = 'true';

SET 'table.exec.emit.late-fire.delay' = '5s';

SET 'table.exec.emit.allow-lateness' = '1 h';

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

SELECT a, TUMBLE_START(rowtime, INTERVAL '15' MINUTE), COUNT(*)
FROM MyTable
GROUP BY a, TUMBLE(rowtime, INTERVAL '15' MINUTE);
