CREATE TABLE orders (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'group-offsets',   -- want "FL015" col=3 msg="scan.bounded.mode"
  'format' = 'json'
);
CREATE VIEW v AS SELECT id FROM orders;
