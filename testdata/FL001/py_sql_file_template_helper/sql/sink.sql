CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = '${OUTPUT_PATH}',
  'format' = 'json',
  'auto-compaction' = 'true'  -- want "FL001" level=error
);

