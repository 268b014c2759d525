CREATE TABLE events (id STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'json'
);
CREATE TABLE k (id STRING) WITH ('connector' = 'kafka', 'topic' = 'o', 'properties.bootstrap.servers' = 'k:9092', 'format' = 'json');
INSERT INTO k SELECT id FROM events;
