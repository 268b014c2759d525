-- A file that only declares the sink (the INSERT lives in another file the
-- SQL client is given): what the job writes is not seen, so a note at most.
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',  -- want "FL022" level=note
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.rolling-policy.file-size' = '64MB'
);
