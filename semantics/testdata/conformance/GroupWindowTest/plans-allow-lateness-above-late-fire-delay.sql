-- case: allow-lateness of 1 h with a late-fire delay of 5 s
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testWindowAggregateWithAllowLateness
-- flink: plans
-- reason: setting-unsupported

SET 'table.exec.emit.late-fire.enabled' = 'true';

SET 'table.exec.emit.late-fire.delay' = '5 s';

SET 'table.exec.emit.allow-lateness' = '1 h';

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT TUMBLE_START(rowtime, INTERVAL '1' SECOND), COUNT(*) AS cnt
FROM MyTable
GROUP BY TUMBLE(rowtime, INTERVAL '1' SECOND);
