-- A batch INSERT commits its partitions at the end of the job: the
-- partition-time trigger is judged only where the session streams, even
-- when the script SETs streaming after it.
CREATE TABLE events (id STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json',
  'scan.bounded.mode' = 'latest-offset'
);
CREATE TABLE s3_sink (id STRING, dt STRING, hr STRING) PARTITIONED BY (dt, hr) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.partition-commit.policy.kind' = 'success-file',
  'partition.time-extractor.timestamp-pattern' = '$dt $hr:00:00',
  'sink.partition-commit.trigger' = 'partition-time'
);
SET 'execution.runtime-mode' = 'batch';
INSERT INTO s3_sink SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd'), DATE_FORMAT(ts, 'HH') FROM events;
SET 'execution.runtime-mode' = 'streaming';
