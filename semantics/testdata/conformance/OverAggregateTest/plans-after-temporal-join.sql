-- case: an OVER aggregate after an event-time temporal join
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/agg/OverAggregateTest.scala, testTemporalJoinWithWatermarks
-- flink: plans
-- reason: temporal-join-no-primary-key

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

SELECT COUNT(o.amount) OVER (PARTITION BY o.product_id) AS amount_count
FROM orders AS o
LEFT JOIN products FOR SYSTEM_TIME AS OF o.order_ts AS p
  ON o.product_id = p.product_id;
