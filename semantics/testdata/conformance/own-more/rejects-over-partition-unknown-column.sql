-- case: an OVER window partitioned by a column the table does not have
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Column 'customer' not found in any table
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
SELECT order_id,
  SUM(amount) OVER (PARTITION BY customer ORDER BY order_time ROWS BETWEEN 10 PRECEDING AND CURRENT ROW)
FROM orders;
