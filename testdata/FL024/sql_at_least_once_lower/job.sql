SET 'execution.checkpointing.mode' = 'at_least_once';
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'true'  -- want "FL024"
);
INSERT INTO s3_sink SELECT id FROM events;
