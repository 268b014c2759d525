CREATE TABLE orders (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'properties.group.id' = 'g1',
  'scan.startup-mode' = 'earliest-offset',   -- want "FL010" level=warning
  'format' = 'json'
);
INSERT INTO out SELECT id FROM orders;
