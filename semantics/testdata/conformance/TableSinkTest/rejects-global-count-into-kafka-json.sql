-- case: a global COUNT(*) into a kafka sink with the json format
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.kafka_sink' doesn't support consuming update changes which is produced by node GroupAggregate
-- reason: updating-into-append-only

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE kafka_sink (
  cnt BIGINT
) WITH (
  'connector' = 'kafka',
  'topic' = 'counts',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);

-- rejected
INSERT INTO kafka_sink SELECT COUNT(*) FROM MyTable;
