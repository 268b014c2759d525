-- case: the IN subquery selecting a column of its table
-- source: own (Calcite validator message)
-- flink: plans
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

SELECT order_id
FROM orders
WHERE user_id IN (SELECT user_id FROM users);
