-- case: SELECT the columns the view exposes
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

CREATE VIEW big_orders AS
SELECT order_id, amount
FROM orders
WHERE amount > 100;

SELECT order_id, amount FROM big_orders;
