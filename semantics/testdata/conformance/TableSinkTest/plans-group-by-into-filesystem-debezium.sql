-- case: the same GROUP BY into a filesystem sink with a changelog format
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: plans
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
  'format' = 'debezium-json'
);

INSERT INTO fs_sink SELECT a, COUNT(*) AS cnt FROM MyTable GROUP BY a;
