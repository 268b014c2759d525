-- A file that only declares the sink (the INSERT lives in another file the
-- SQL client is given, as in TPC-H sink files): what writes into it, and
-- from what, is not seen, so FL022 says nothing.
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.rolling-policy.file-size' = '64MB'
);
