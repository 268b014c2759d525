-- case: a source whose changelog has UPDATE_BEFORE but no UPDATE_AFTER
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testInvalidSourceChangelogMode
-- flink: rejects
-- message: A ScanTableSource doesn't support a changelog stream that contains UPDATE_BEFORE but no UPDATE_AFTER.
-- reason: other

CREATE TABLE src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UB,D'
);

-- rejected
SELECT * FROM src WHERE a > 1;
