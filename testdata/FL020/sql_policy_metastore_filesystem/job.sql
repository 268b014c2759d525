CREATE TABLE events (id STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);

CREATE TABLE s3_sink (id STRING, dt STRING) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.partition-commit.policy.kind' = 'metastore,success-file'  -- want "FL020" level=error msg="has no metastore"
);
INSERT INTO s3_sink SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd') FROM events;
