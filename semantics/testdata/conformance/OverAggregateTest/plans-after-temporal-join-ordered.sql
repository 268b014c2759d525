-- case: LAST_VALUE and LAG ordered by the left rowtime after a temporal join
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testTemporalJoinWithWatermarksSeveralFunctions
-- flink: plans
-- reason: rowtime-in-regular-join-window

CREATE TABLE orders (
  product_id STRING,
  amount     BIGINT,
  order_ts   TIMESTAMP(3),
  WATERMARK FOR order_ts AS order_ts - INTERVAL '5' SECOND
) WITH ('connector' = 'values');

CREATE TABLE products (
  product_id    STRING,
  record_ts     STRING,
  mod_record_ts AS TO_TIMESTAMP(record_ts),
  PRIMARY KEY (product_id) NOT ENFORCED,
  WATERMARK FOR mod_record_ts AS mod_record_ts - INTERVAL '60' SECOND
) WITH ('connector' = 'values');

SELECT LAST_VALUE(o.amount) OVER (PARTITION BY o.product_id ORDER BY o.order_ts) AS last_amount,
       LAG(o.amount) OVER (PARTITION BY o.product_id ORDER BY o.order_ts) AS prev_amount
FROM orders AS o
LEFT JOIN products FOR SYSTEM_TIME AS OF o.order_ts AS p
  ON o.product_id = p.product_id;
