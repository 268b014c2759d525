CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.rolling-policy.file_size' = '256MB'   -- want "FL010" col=3 level=error
);
INSERT INTO s3_sink SELECT id FROM src;
