CREATE TABLE orders (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/orders/',
  'format' = 'json',
  'auto-compaction' = 'true'   -- want "FL001" level=error msg="crashes when deployment"
);
INSERT INTO orders SELECT id FROM src;
