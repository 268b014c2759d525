-- case: the join on columns both sides have
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: unknown-column

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

SELECT o.order_id, u.name
FROM orders AS o
JOIN users AS u ON o.user_id = u.user_id;
