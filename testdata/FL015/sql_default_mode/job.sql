CREATE TABLE orders (id STRING) WITH (   -- want "FL015" col=33 level=error
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);
INSERT INTO out SELECT id FROM orders;
