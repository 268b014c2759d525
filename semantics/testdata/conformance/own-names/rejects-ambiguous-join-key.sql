-- case: the join key unqualified in SELECT after JOIN ... ON
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Column 'user_id' is ambiguous
-- reason: ambiguous-column

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  price      DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

CREATE TABLE users (
  user_id BIGINT,
  name    STRING,
  country STRING,
  amount  INT
) WITH ('connector' = 'datagen');

-- rejected
SELECT user_id, name
FROM orders AS o
JOIN users AS u ON o.user_id = u.user_id;
