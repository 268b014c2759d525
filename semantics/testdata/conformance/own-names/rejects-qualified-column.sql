-- case: a qualified column the aliased table does not have
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Column 'customer' not found in table 'o'
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
SELECT o.order_id, o.customer FROM orders AS o;
