-- An event-time temporal join forwards only its left side's changes: an
-- append-only stream joined with an upsert-kafka versioned table is
-- insert-only, and Flink plans it into a plain kafka sink.
CREATE TABLE clicks (user_id BIGINT, url STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'kafka', 'topic' = 'clicks', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json'
);
CREATE TABLE users (user_id BIGINT, name STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts,
  PRIMARY KEY (user_id) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'users', 'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json', 'value.format' = 'json'
);
CREATE TABLE enriched (user_id BIGINT, url STRING, name STRING) WITH (
  'connector' = 'kafka', 'topic' = 'enriched', 'properties.bootstrap.servers' = 'kafka:9092', 'format' = 'json'
);
INSERT INTO enriched
SELECT c.user_id, c.url, u.name
FROM clicks AS c
LEFT JOIN users FOR SYSTEM_TIME AS OF c.ts AS u ON c.user_id = u.user_id;
