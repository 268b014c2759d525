CREATE TABLE s3_sink (id STRING, dt STRING) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'true'
);
INSERT INTO s3_sink /*+ OPTIONS('sink.parallelism' = '4') */ SELECT id, dt FROM src;
