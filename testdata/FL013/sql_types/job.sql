CREATE TABLE s3_sink (id STRING, dt STRING) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'auto-compaction' = 'yes',   -- want "FL013" col=3 level=error
  'sink.rolling-policy.file-size' = '1.5gb',   -- want "FL013"
  'sink.rolling-policy.rollover-interval' = '30 minuts',   -- want "FL013"
  'sink.parallelism' = 'two',   -- want "FL013"
  'sink.partition-commit.trigger' = 'partition_time',   -- want "FL013"
  'sink.partition-commit.delay' = '1 h',
  'sink.rolling-policy.check-interval' = '1min',
  'compaction.file-size' = '128 MB',
  'sink.shuffle-by-partition.enable' = 'TRUE'
);
INSERT INTO s3_sink SELECT id, dt FROM src;
