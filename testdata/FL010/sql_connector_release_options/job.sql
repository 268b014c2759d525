-- Options added by connector releases (jdbc 3.3.0, kafka 4.0.0 and 5.0.0):
-- valid in those releases. No versioned connector jar says which release the
-- job ships, so each is a note naming the release that added it.
CREATE TABLE users (id STRING, name STRING) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://db:5432/app',
  'table-name' = 'users',
  'filter.handling.policy' = 'NEVER'   -- want "FL010" col=3 level=note
);
CREATE TABLE latest (id STRING, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'users',
  'properties.bootstrap.servers' = 'broker:9092',
  'key.format' = 'json',
  'value.format' = 'json',
  'scan.topic-partition-discovery.interval' = '1 min'   -- want "FL010" col=3 level=note
);
CREATE TABLE audit (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'audit',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once',
  'sink.transactional-id-prefix' = 'audit',
  'sink.transaction-naming-strategy' = 'POOLING'   -- want "FL010" col=3 level=note
);
INSERT INTO latest SELECT id, name FROM users;
INSERT INTO audit SELECT id FROM users;
