SET 'execution.checkpointing.mode' = 'AT_LEAST_ONCE';
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'true'  -- want "FL024" col=3 level=warning
);
INSERT INTO s3_sink SELECT id FROM events;
