-- The job ships flink-connector-jdbc 3.2.0 and flink-connector-kafka 3.1.0:
-- 'filter.handling.policy' is listed from jdbc 3.3.0 and 'topic-pattern' on
-- upsert-kafka from kafka 3.3.0, so those releases reject the tables.
ADD JAR 'file:///opt/flink/usrlib/flink-connector-jdbc-3.2.0-1.19.jar';
SET 'pipeline.jars' = 'file:///opt/flink/usrlib/flink-sql-connector-kafka-3.1.0-1.18.jar';
CREATE TABLE users (id STRING, name STRING) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/app',
  'table-name' = 'users',
  'filter.handling.policy' = 'NEVER'   -- want "FL010" col=3 level=warning
);
CREATE TABLE latest (id STRING, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic-pattern' = 'users-.*',   -- want "FL010" col=3 level=warning
  'properties.bootstrap.servers' = 'broker:9092',
  'key.format' = 'json',
  'value.format' = 'json',
  'sink.delivery-guarantee' = 'at-least-once'
);
INSERT INTO latest SELECT id, name FROM users;
