-- case: a column spelled in another case: Flink's identifiers are case-sensitive
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Column 'ORDER_ID' not found in any table; did you mean 'order_id'?
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
SELECT ORDER_ID FROM orders;
