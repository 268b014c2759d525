-- case: GROUP BY a into a sink keyed on a
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testUpsertSink
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE upsertSink (
  a INT,
  cnt BIGINT,
  PRIMARY KEY (a) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'false'
);

INSERT INTO upsertSink SELECT a, COUNT(*) AS cnt FROM MyTable GROUP BY a;
