-- case: SELECT FROM a table's new name after ALTER TABLE ... RENAME TO
-- source: own, valid variant (Calcite validator message)
-- flink: plans
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

ALTER TABLE orders RENAME TO orders_v2;

SELECT * FROM orders_v2;
