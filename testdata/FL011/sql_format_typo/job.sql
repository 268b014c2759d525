CREATE TABLE events (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'broker:9092',
  'properties.group.id' = 'g',
  'format' = 'jsn'   -- want "FL011" col=3 level=warning
);
CREATE TABLE changes (id STRING, PRIMARY KEY (id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'changes',
  'properties.bootstrap.servers' = 'broker:9092',
  'key.format' = 'avro',
  'value.format' = 'debezium-jsn'   -- want "FL011" col=3 level=warning
);
CREATE TABLE files (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/files/',
  'format' = 'parquet'
);
INSERT INTO changes SELECT id FROM events;
INSERT INTO files SELECT id FROM events;
