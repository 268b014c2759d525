CREATE TABLE events (id STRING) WITH (   -- want "FL012"
  'connector' = 'kinesis',
  'stream' = 'events',
  'format' = 'json'
);
INSERT INTO out SELECT id FROM events;
