CREATE TABLE events (
  id STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);

CREATE TABLE s3_sink (id STRING, dt STRING, hr STRING) PARTITIONED BY (dt, hr) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.partition-commit.policy.kind' = 'success-file',
  'partition.time-extractor.timestamp-pattern' = '$dt $hr:00:00',
  'sink.partition-commit.trigger' = 'partition-time'
);
CREATE VIEW v AS SELECT id, ts FROM events WHERE id IS NOT NULL;
INSERT INTO s3_sink SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd'), DATE_FORMAT(ts, 'HH') FROM v;
