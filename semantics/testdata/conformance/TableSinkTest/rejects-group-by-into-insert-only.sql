-- case: non-windowed GROUP BY into a 'values' sink with 'sink-insert-only' = 'true'
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.appendSink' doesn't support consuming update changes which is produced by node GroupAggregate(groupBy=[a], select=[a, COUNT(*) AS cnt])
-- reason: updating-into-append-only

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE appendSink (
  a BIGINT
) WITH (
  'connector' = 'values',
  'sink-insert-only' = 'true'
);

-- rejected
INSERT INTO appendSink SELECT COUNT(*) AS cnt FROM MyTable GROUP BY a;
