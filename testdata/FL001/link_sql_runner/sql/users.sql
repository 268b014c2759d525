CREATE TABLE users (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/users/',
  'format' = 'json',
  'auto-compaction' = 'true'   -- want "FL001" level=warning msg="no deployment config is linked"
);
INSERT INTO users SELECT id FROM src;
