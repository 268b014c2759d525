-- case: the same global count keyed into upsert-kafka
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'values');

CREATE TABLE kafka_sink (
  k   STRING,
  cnt BIGINT,
  PRIMARY KEY (k) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'counts',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);

INSERT INTO kafka_sink SELECT 'all', COUNT(*) FROM MyTable;
