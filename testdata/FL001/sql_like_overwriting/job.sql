CREATE TABLE base_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/base/',
  'format' = 'json',
  'auto-compaction' = 'true'
);
CREATE TABLE s3_sink WITH ('auto-compaction' = 'false') LIKE base_sink (INCLUDING ALL OVERWRITING OPTIONS);
INSERT INTO s3_sink SELECT id FROM src;
