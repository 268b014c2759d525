CREATE TABLE orders_out (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once'   -- want "FL014"
);
INSERT INTO orders_out SELECT id FROM a;
INSERT INTO orders_out SELECT id FROM b;
