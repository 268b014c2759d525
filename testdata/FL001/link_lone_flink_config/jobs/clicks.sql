CREATE TABLE clicks (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/clicks/',
  'format' = 'json',
  'auto-compaction' = 'true'   -- want "FL001" level=warning msg="no deployment config is linked"
);
INSERT INTO clicks SELECT id FROM src;
