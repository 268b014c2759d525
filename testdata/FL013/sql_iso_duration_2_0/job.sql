-- Flink 2.0 has no ISO-8601 fallback in TimeUtils.parseDuration (it arrived in 2.1):
-- PT30S fails to parse.
CREATE TABLE files (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/in/',
  'format' = 'json',
  'source.monitor-interval' = 'PT30S'   -- want "FL013"
);
INSERT INTO out SELECT id FROM files;
