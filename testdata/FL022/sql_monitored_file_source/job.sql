CREATE TABLE src (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://bucket/in/', 'format' = 'csv',
  'source.monitor-interval' = '10 s');
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',  -- want "FL022"
  'path' = 's3://bucket/out/',
  'format' = 'json'
);
INSERT INTO s3_sink SELECT id FROM src;
