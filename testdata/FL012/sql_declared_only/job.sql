-- Declared only: an explicit startup mode shows the table is a source.
CREATE TABLE by_offsets (id STRING) WITH (   -- want "FL012"
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'b:9092',
  'scan.startup.mode' = 'specific-offsets',
  'format' = 'json'
);
CREATE TABLE plain (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'b:9092',
  'format' = 'json'
);
