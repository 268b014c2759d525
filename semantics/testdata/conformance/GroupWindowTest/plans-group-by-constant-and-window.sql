-- case: GROUP BY a constant and a window
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testWindowGroupByOnConstant
-- flink: plans
-- reason: group-by-column

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT COUNT(*),
  TUMBLE_START(rowtime, INTERVAL '15' MINUTE),
  TUMBLE_END(rowtime, INTERVAL '15' MINUTE)
FROM MyTable
GROUP BY 'a', TUMBLE(rowtime, INTERVAL '15' MINUTE);
