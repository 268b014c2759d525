-- Only read: Flink validates the delivery guarantee for sinks.
CREATE TABLE orders_in (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'properties.group.id' = 'g',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once'
);
INSERT INTO out SELECT id FROM orders_in;
