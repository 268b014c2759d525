-- case: a misspelled function used with OVER
-- source: own (Calcite validator message)
-- flink: rejects
-- message: No match found for function signature SUMM(<NUMERIC>)
-- reason: unknown-function

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  order_time TIMESTAMP(3),
  proctime   AS PROCTIME(),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

-- rejected
SELECT order_id,
  SUMM(amount) OVER (PARTITION BY user_id ORDER BY order_time ROWS BETWEEN 10 PRECEDING AND CURRENT ROW)
FROM orders;
