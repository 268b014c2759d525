-- The INSERT runs in streaming mode; the SET of batch after it changes
-- only what the script runs next.
CREATE TABLE events (id STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',  -- want "FL022" col=3 level=warning
  'path' = 's3://bucket/out/',
  'format' = 'json'
);
INSERT INTO s3_sink SELECT id FROM events;
SET 'execution.runtime-mode' = 'batch';
