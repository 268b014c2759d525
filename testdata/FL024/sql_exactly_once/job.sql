SET 'execution.checkpointing.mode' = 'EXACTLY_ONCE';
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'true'
);
INSERT INTO s3_sink SELECT id FROM events;
