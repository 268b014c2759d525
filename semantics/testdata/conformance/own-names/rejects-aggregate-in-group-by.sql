-- case: an aggregate in GROUP BY
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Aggregate expression is illegal in GROUP BY clause
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
SELECT COUNT(*)
FROM orders
GROUP BY MAX(amount);
