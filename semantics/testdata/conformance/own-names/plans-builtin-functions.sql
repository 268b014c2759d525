-- case: built-in functions
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: unknown-function

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  price      DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

SELECT order_id,
  UPPER(product),
  DATE_FORMAT(order_time, 'yyyy-MM-dd'),
  REGEXP_EXTRACT(product, '([a-z]+)', 1),
  COALESCE(amount, 0),
  CAST(price AS DOUBLE)
FROM orders;
