CREATE TABLE orders (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);
INSERT INTO out SELECT id FROM orders /*+ OPTIONS('scan.startup.mode' = 'group-offsets') */;   -- want "FL015" col=51
INSERT INTO out SELECT id FROM orders /*+ OPTIONS('properties.group.id' = 'g') */;
