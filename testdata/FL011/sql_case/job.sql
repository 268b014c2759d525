CREATE TABLE events (id STRING) WITH (
  'connector' = 'Kafka',   -- want "FL011" level=warning
  'topic' = 'events',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);
