CREATE TABLE files (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/in/',
  'format' = 'json',
  'source.path.regex-pattern' = '.*\.json'   -- want "FL010" col=3 level=error
);
INSERT INTO out SELECT id FROM files;
