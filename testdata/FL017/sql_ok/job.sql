CREATE TABLE cdc (id STRING, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'kafka',
  'topic' = 'cdc',
  'properties.bootstrap.servers' = 'b:9092',
  'format' = 'debezium-json'
);
CREATE TABLE custom (id STRING, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'kafka',
  'topic' = 'x',
  'properties.bootstrap.servers' = 'b:9092',
  'format' = 'my-changelog-format'
);
CREATE TABLE nokey (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'x',
  'properties.bootstrap.servers' = 'b:9092',
  'format' = 'json'
);
CREATE TABLE upsert (id STRING, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'x',
  'properties.bootstrap.servers' = 'b:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
