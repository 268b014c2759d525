-- case: HAVING on a column the table does not have
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Column 'discount' not found in any table
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

-- rejected
SELECT user_id, COUNT(*)
FROM orders
GROUP BY user_id
HAVING MAX(discount) > 10;
