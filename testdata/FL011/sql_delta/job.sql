CREATE TABLE orders_delta (id BIGINT, amount DOUBLE) WITH (
  'connector' = 'delta',
  'table-path' = 's3a://lake/orders'
);
CREATE TABLE orders_src (id BIGINT, amount DOUBLE) WITH ('connector' = 'datagen');
INSERT INTO orders_delta SELECT id, amount FROM orders_src;
