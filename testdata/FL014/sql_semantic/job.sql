CREATE TABLE orders_out (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json',
  'sink.semantic' = 'exactly-once'   -- want "FL014" col=3 level=error msg="deprecated 'sink.semantic'"
);
INSERT INTO orders_out SELECT id FROM orders_in;
