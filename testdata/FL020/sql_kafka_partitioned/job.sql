CREATE TABLE events (id STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);

CREATE TABLE k_sink (id STRING, dt STRING) PARTITIONED BY (dt) WITH (
  'connector' = 'kafka',
  'topic' = 'out',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json'
);
INSERT INTO k_sink SELECT id, DATE_FORMAT(ts, 'yyyy-MM-dd') FROM events;
