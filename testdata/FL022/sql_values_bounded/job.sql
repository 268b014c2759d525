CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json'
);
INSERT INTO s3_sink VALUES ('a'), ('b');
