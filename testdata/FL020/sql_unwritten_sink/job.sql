CREATE TABLE s3_sink (id STRING, dt STRING) PARTITIONED BY (dt) WITH (  -- want "FL020" level=note
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.rolling-policy.file-size' = '64MB'
);
