-- case: a selected column neither grouped nor aggregated
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Expression 'product' is not being grouped
-- reason: group-by-column

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  price      DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

-- rejected
SELECT user_id, product, COUNT(*)
FROM orders
GROUP BY user_id;
