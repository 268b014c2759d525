CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = '{output}',
  'format' = 'json',
  'auto-compaction' = 'true'  -- want "FL001" level=error
);

