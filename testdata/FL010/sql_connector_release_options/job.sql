-- Options added by connector releases (jdbc 3.3.0, kafka 4.0.0 and 5.0.0):
-- valid in those releases. No versioned connector jar says which release the
-- job ships, and no deployment or --flink-version says which Flink it runs
-- on, so which releases it can ship is unknown: nothing is said.
-- TestFL010ReleaseNotesNeedFlinkVersion runs it with --flink-version 1.19:
-- then each is a note naming the release that added it.
CREATE TABLE users (id STRING, name STRING) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/app',
  'table-name' = 'users',
  'filter.handling.policy' = 'NEVER'
);
CREATE TABLE latest (id STRING, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'users',
  'properties.bootstrap.servers' = 'broker:9092',
  'key.format' = 'json',
  'value.format' = 'json',
  'scan.topic-partition-discovery.interval' = '1 min'
);
CREATE TABLE audit (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'audit',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once',
  'sink.transactional-id-prefix' = 'audit',
  'sink.transaction-naming-strategy' = 'POOLING'
);
INSERT INTO latest SELECT id, name FROM users;
INSERT INTO audit SELECT id FROM users;
