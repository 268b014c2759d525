-- case: the OVER window partitioned by a column of the table
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testRowTimeBoundedPartitionedRowsOver
-- flink: plans
-- reason: unknown-column

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  order_time TIMESTAMP(3),
  proctime   AS PROCTIME(),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

SELECT order_id,
  SUM(amount) OVER (PARTITION BY user_id ORDER BY order_time ROWS BETWEEN 10 PRECEDING AND CURRENT ROW)
FROM orders;
