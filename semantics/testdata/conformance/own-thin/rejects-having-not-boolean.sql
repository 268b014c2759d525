-- case: a HAVING clause on a BIGINT aggregate
-- source: own (Calcite validator message)
-- flink: rejects
-- message: HAVING clause must be a condition
-- reason: expression-type

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  paid       BOOLEAN,
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

-- rejected
SELECT user_id
FROM orders
GROUP BY user_id
HAVING COUNT(*);
