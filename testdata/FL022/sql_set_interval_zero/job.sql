SET 'execution.checkpointing.interval' = '0';
CREATE TABLE events (id STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);
CREATE TABLE s3_sink (id STRING) WITH (
  'connector' = 'filesystem',  -- want "FL022" level=error msg="turns periodic checkpointing off"
  'path' = 's3://bucket/out/',
  'format' = 'json'
);
INSERT INTO s3_sink SELECT id FROM events;
