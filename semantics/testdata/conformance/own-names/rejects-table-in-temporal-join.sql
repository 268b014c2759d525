-- case: a temporal join against a table the job does not create
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Object 'rates' not found
-- reason: unknown-table

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
SELECT o.order_id, r.rate
FROM orders AS o
JOIN rates FOR SYSTEM_TIME AS OF o.order_time AS r
  ON o.product = r.product;
