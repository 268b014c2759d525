CREATE TABLE orders (id STRING, amount BIGINT) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g',
  'format' = 'debezium-json'
);
CREATE TABLE firehose_out (id STRING, amount BIGINT) WITH (
  'connector' = 'firehose',
  'delivery-stream' = 'out',
  'aws.region' = 'eu-west-1',
  'format' = 'json'
);
INSERT INTO firehose_out SELECT id, amount FROM orders WHERE amount > 0;  -- want "FL023"
