CREATE TABLE orders_out (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'EXACTLY_ONCE',   -- want "FL013" level=error
  'sink.transactional-id-prefix' = 'orders'
);
INSERT INTO orders_out SELECT id FROM src;
