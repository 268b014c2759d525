-- case: non-windowed GROUP BY into a filesystem sink with the json format
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.fs_sink' doesn't support consuming update changes which is produced by node GroupAggregate(groupBy=[a], select=[a, COUNT(*) AS cnt])
-- reason: updating-into-append-only

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE fs_sink (
  a   INT,
  cnt BIGINT
) WITH (
  'connector' = 'filesystem',
  'path' = 'file:///tmp/fs_sink',
  'format' = 'json'
);

-- rejected
INSERT INTO fs_sink SELECT a, COUNT(*) AS cnt FROM MyTable GROUP BY a;
