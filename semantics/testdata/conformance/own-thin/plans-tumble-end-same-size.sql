-- case: TUMBLE_END with the size of the TUMBLE in GROUP BY
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/GroupWindowTest.scala, testTumbleFunction
-- flink: plans
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

SELECT user_id, TUMBLE_END(order_time, INTERVAL '1' HOUR)
FROM orders
GROUP BY user_id, TUMBLE(order_time, INTERVAL '1' HOUR);
