CREATE TABLE events (id STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);

CREATE TABLE s3_sink (id STRING, `year` INT) PARTITIONED BY (`year`) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.partition-commit.policy.kind' = 'success-file',
  'partition.time-extractor.kind' = 'custom',
  'partition.time-extractor.class' = 'com.example.Extractor',
  'sink.partition-commit.trigger' = 'partition-time'  -- want "FL021" level=note
);
INSERT INTO s3_sink SELECT id, YEAR(ts) FROM events;
