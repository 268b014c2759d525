CREATE TABLE orders_out (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once',
  'sink.transactional-id-prefix' = 'orders-job'
);
CREATE TABLE at_least (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders2',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'at-least-once'
);
INSERT INTO orders_out SELECT id FROM orders_in;
INSERT INTO at_least SELECT id FROM orders_in;
