-- Inherited: no fix (every copy would share one prefix).
CREATE TABLE base (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json',
  'sink.delivery-guarantee' = 'exactly-once'   -- want "FL014"
);
CREATE TABLE out_a WITH ('topic' = 'a') LIKE base;
CREATE TABLE out_b WITH ('topic' = 'b', 'sink.transactional-id-prefix' = 'b') LIKE base;
INSERT INTO out_a SELECT id FROM src;
INSERT INTO out_b SELECT id FROM src;
