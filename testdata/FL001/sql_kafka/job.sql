CREATE TABLE k (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 't',
  'properties.bootstrap.servers' = 'b:9092',
  'format' = 'json',
  'auto-compaction' = 'true'
);
INSERT INTO k SELECT id FROM src;
