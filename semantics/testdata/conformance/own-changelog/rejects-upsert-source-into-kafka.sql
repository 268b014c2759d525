-- case: an upsert-kafka source copied into a kafka json sink
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.users_copy' doesn't support consuming update
-- reason: updating-into-append-only

CREATE TABLE users (
  user_id BIGINT,
  name    STRING,
  PRIMARY KEY (user_id) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'users',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);

CREATE TABLE users_copy (
  user_id BIGINT,
  name STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'users_copy',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);

-- rejected
INSERT INTO users_copy
SELECT user_id, name
FROM users;
