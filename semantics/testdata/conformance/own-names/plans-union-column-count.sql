-- case: UNION ALL of two and two columns
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: set-operation-columns

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

SELECT order_id, amount FROM orders
UNION ALL
SELECT user_id, amount FROM users;
