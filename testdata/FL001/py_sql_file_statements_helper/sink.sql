-- the sink
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'true'  -- want "FL001" level=error
);
INSERT INTO s3_sink SELECT id FROM src;
