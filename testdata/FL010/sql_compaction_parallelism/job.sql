CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'false',
  'compaction.parallelism' = '2'   -- want "FL010" level=error
);
