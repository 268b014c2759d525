-- case: COUNT(*) over a changelog source without deletes
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testAggregateOnChangelogSource
-- flink: plans
-- reason: updating-input-unsupported

CREATE TABLE src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UA,UB'
);

SELECT COUNT(*) FROM src WHERE a > 1;
