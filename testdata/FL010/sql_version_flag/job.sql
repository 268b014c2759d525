-- No deployment: with no --flink-version every modelled release counts, and
-- 1.18+ accepts this key. TestFL010FlinkVersionFlag runs it with 1.17.
CREATE TABLE files (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/in/',
  'format' = 'json',
  'source.path.regex-pattern' = '.*\.json'
);
INSERT INTO out SELECT id FROM files;
