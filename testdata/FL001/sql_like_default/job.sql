CREATE TABLE base_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/base/',
  'format' = 'json',
  'auto-compaction' = 'true'   -- want "FL001"
);
CREATE TABLE s3_sink WITH ('path' = 's3://bucket/out/') LIKE base_sink;
INSERT INTO s3_sink SELECT id FROM src;
