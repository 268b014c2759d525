-- case: JOIN a table the job does not create
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Object 'customers' not found
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
SELECT o.order_id, c.name
FROM orders AS o
JOIN customers AS c ON o.user_id = c.user_id;
