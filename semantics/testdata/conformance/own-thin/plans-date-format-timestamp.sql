-- case: DATE_FORMAT of a TIMESTAMP(3)
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: function-signature

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  paid       BOOLEAN,
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

SELECT DATE_FORMAT(order_time, 'yyyy-MM-dd') FROM orders;
