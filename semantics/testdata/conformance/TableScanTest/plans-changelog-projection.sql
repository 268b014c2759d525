-- case: a projection of a changelog source
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testScanOnChangelogSource
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

SELECT b, a, ts FROM src;
