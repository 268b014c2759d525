-- case: SELECT a column the table does not have
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Column 'quantity' not found in any table
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

-- rejected
SELECT order_id, quantity FROM orders;
