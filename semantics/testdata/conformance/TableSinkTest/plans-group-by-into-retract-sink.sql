-- case: GROUP BY into a sink that accepts updates, without a key
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testRetractSink1
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE retractSink (
  a INT,
  cnt BIGINT
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false'
);

INSERT INTO retractSink SELECT a, COUNT(*) AS cnt FROM MyTable GROUP BY a;
