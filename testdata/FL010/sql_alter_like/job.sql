CREATE TABLE base (id STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/out/',
  'format' = 'json',
  'sink.rolling-policy.rollover_interval' = '10 min'   -- want "FL010"
);
CREATE TABLE a_sink WITH ('path' = 's3://bucket/a/') LIKE base;
CREATE TABLE b_sink WITH ('path' = 's3://bucket/b/') LIKE base;
ALTER TABLE b_sink SET ('Auto-Compaction' = 'false');   -- want "FL010" col=25
INSERT INTO a_sink SELECT id FROM src;
INSERT INTO b_sink SELECT id FROM src;
