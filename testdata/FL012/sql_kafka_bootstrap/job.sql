CREATE TABLE orders (id STRING) WITH (   -- want "FL012"
  'connector' = 'kafka',
  'topic' = 'orders',
  'format' = 'json'
);
INSERT INTO orders SELECT id FROM src;
