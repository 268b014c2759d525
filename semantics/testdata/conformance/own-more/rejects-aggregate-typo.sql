-- case: a misspelled aggregate function
-- source: own (Calcite validator message)
-- flink: rejects
-- message: No match found for function signature COUNTT(<NUMERIC>)
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
SELECT user_id, COUNTT(order_id)
FROM orders
GROUP BY user_id;
