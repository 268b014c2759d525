CREATE TABLE orders (id STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'properties.group.id' = 'reporting',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'group-offsets',
  'format' = 'json'
);
CREATE VIEW v AS SELECT id FROM orders;
