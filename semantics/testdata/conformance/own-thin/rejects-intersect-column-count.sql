-- case: INTERSECT of one and two columns
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Column count mismatch in INTERSECT
-- reason: set-operation-columns

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  paid       BOOLEAN,
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

CREATE TABLE users (
  user_id BIGINT,
  name    STRING
) WITH ('connector' = 'datagen');

-- rejected
SELECT user_id FROM orders
INTERSECT
SELECT user_id, name FROM users;
