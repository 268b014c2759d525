-- case: an aggregate inside an aggregate
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Aggregate expressions cannot be nested
-- reason: group-by-column

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
SELECT SUM(MAX(amount)) FROM orders GROUP BY user_id;
