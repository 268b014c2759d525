CREATE TABLE orders_out (id STRING) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
INSERT INTO orders_out /*+ OPTIONS('sink.delivery-guarantee' = 'Exactly-Once') */ SELECT id FROM src;   -- want "FL014" col=36
