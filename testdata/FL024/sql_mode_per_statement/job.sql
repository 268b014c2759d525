-- A batch INSERT does not compact under checkpoints: the script writes
-- the table only after it SETs batch, whatever mode it SETs last.
SET 'execution.checkpointing.mode' = 'AT_LEAST_ONCE';
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'true'
);
SET 'execution.runtime-mode' = 'batch';
INSERT INTO s3_sink SELECT id FROM events;
SET 'execution.runtime-mode' = 'streaming';
