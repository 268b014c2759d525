CREATE TABLE s3_sink (id STRING, dt STRING, hr STRING) PARTITIONED BY (dt, hr) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.partition-commit.policy.kind' = 'success-file',
  'partition.time-extractor.timestamp-pattern' = '$dt $hr:00:00',
  'sink.partition-commit.trigger' = 'partition-time'
);
INSERT INTO s3_sink SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd'), DATE_FORMAT(ts, 'HH') FROM hive_catalog.db.events;
