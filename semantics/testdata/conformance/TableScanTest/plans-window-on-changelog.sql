-- case: a proctime TUMBLE over a changelog source
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testWindowAggregateOnChangelogSource
-- flink: plans
-- reason: updating-input-unsupported

CREATE TABLE src (
  ts AS PROCTIME(),
  a  INT,
  b  DOUBLE
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UA,UB'
);

SELECT TUMBLE_START(ts, INTERVAL '10' SECOND), COUNT(*)
FROM src
GROUP BY TUMBLE(ts, INTERVAL '10' SECOND);
