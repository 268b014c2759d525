-- case: a WHERE clause on a BOOLEAN column
-- source: own, valid variant (Calcite validator message)
-- flink: plans
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

SELECT order_id FROM orders WHERE paid;
