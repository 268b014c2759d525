-- case: a function of a module the job loads
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: unknown-function

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  price      DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

LOAD MODULE hive WITH ('hive-version' = '3.1.2');

SELECT order_id, get_json_object(product, '$.a') FROM orders;
