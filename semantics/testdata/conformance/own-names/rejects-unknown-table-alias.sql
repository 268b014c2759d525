-- case: a column qualified by an alias the query does not define
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Table 'x' not found
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
SELECT x.order_id FROM orders AS o;
