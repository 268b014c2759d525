-- The runtime mode is the session's at each INSERT: the first runs in
-- streaming mode (Flink's default), the second after the script SETs batch.
CREATE TABLE events (id STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);
CREATE TABLE streamed (id STRING, dt STRING) PARTITIONED BY (dt) WITH (  -- want "FL020" col=62 level=warning
  'connector' = 'filesystem',
  'path' = 's3://bucket/streamed/',
  'format' = 'json'
);
CREATE TABLE batched (id STRING, dt STRING) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/batched/',
  'format' = 'json'
);
INSERT INTO streamed SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd') FROM events;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO batched SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd') FROM events;
