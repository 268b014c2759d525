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

CREATE TABLE s3_sink (id STRING, `day` INT) PARTITIONED BY (`day`) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.partition-commit.policy.kind' = 'success-file',
  'partition.time-extractor.timestamp-formatter' = 'yyyyMMdd',
  'sink.partition-commit.trigger' = 'partition-time'
);
INSERT INTO s3_sink SELECT id, CAST(DATE_FORMAT(ts, 'yyyyMMdd') AS INT) FROM events;
