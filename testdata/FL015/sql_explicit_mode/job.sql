CREATE TABLE orders (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'scan.startup.mode' = 'GROUP-OFFSETS',   -- want "FL015" col=3
  'format' = 'json'
);
CREATE VIEW v AS SELECT id FROM orders;
