-- case: a misspelled built-in function
-- source: own (Calcite validator message)
-- flink: rejects
-- message: No match found for function signature SUBSTRNG(<CHARACTER>, <NUMERIC>, <NUMERIC>)
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
SELECT SUBSTRNG(product, 1, 3) FROM orders;
