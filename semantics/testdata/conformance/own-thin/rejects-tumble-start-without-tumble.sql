-- case: TUMBLE_START without a TUMBLE in GROUP BY
-- source: own (Calcite validator message)
-- flink: rejects
-- message: must have matching call to group function
-- reason: window-property

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  paid       BOOLEAN,
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

-- rejected
SELECT user_id, TUMBLE_START(order_time, INTERVAL '1' HOUR)
FROM orders
GROUP BY user_id;
