-- A source starting at a timestamp needs the timestamp; group offsets
-- without a group id are FL015, not this rule.
CREATE TABLE by_time (id STRING) WITH (   -- want "FL012"
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'b:9092',
  'scan.startup.mode' = 'timestamp',
  'format' = 'json'
);
CREATE TABLE by_group (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'b:9092',
  'format' = 'json'
);
-- Only written: the startup mode does not matter.
CREATE TABLE sink_only (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'out',
  'properties.bootstrap.servers' = 'b:9092',
  'scan.startup.mode' = 'specific-offsets',
  'format' = 'json'
);
INSERT INTO sink_only SELECT a.id FROM by_time AS a JOIN by_group AS b ON a.id = b.id;
