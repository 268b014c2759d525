CREATE TABLE files (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/in/',
  'format' = 'json',
  'source.monitor-interval' = 'PT30S'
);
INSERT INTO out SELECT id FROM files;
