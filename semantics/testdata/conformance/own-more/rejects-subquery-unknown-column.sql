-- case: an IN subquery selecting a column its table does not have
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Column 'id' not found in any table
-- reason: unknown-column

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  order_time TIMESTAMP(3),
  proctime   AS PROCTIME(),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

CREATE TABLE users (
  user_id BIGINT,
  name    STRING
) WITH ('connector' = 'datagen');

-- rejected
SELECT order_id
FROM orders
WHERE user_id IN (SELECT id FROM users);
