CREATE TABLE files (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/in/',
  'format' = 'json',
  'source.monitor-interval' = 'PT30S'   -- want "FL013"
);
INSERT INTO out SELECT id FROM files;
