-- case: a function Flink does not have, in WHERE
-- source: own (Calcite validator message)
-- flink: rejects
-- message: No match found for function signature IS_VALID(<CHARACTER>)
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

-- rejected
SELECT order_id FROM orders WHERE IS_VALID(product);
