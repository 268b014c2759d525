CREATE TABLE s3_sink (id STRING, dt STRING) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'false'
);
INSERT INTO s3_sink SELECT id, dt FROM src;
