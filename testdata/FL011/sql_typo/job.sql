CREATE TABLE events (id STRING) WITH (
  'connector' = 'kafak',   -- want "FL011" col=3 level=warning
  'topic' = 'events',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);
INSERT INTO out SELECT id FROM events;
