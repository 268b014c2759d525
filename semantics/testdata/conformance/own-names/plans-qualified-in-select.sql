-- case: the same column qualified
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: ambiguous-column

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  price      DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

CREATE TABLE users (
  user_id BIGINT,
  name    STRING,
  country STRING,
  amount  INT
) WITH ('connector' = 'datagen');

SELECT order_id, o.amount
FROM orders AS o
JOIN users AS u ON o.user_id = u.user_id;
