-- case: a filter over a changelog source
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testFilterOnChangelogSource
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UA,UB,D'
);

SELECT * FROM src WHERE a > 1;
