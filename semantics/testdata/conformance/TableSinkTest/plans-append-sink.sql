-- case: a projection into an insert-only sink
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testAppendSink
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE appendSink (
  a BIGINT,
  b STRING
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'true'
);

INSERT INTO appendSink SELECT a + b, c FROM MyTable;
