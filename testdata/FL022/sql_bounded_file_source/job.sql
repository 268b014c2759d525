CREATE TABLE src (id STRING) WITH ('connector' = 'filesystem', 'path' = 's3://bucket/in/', 'format' = 'csv');
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json'
);
INSERT INTO s3_sink SELECT id FROM src;
