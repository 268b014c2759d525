-- case: the debezium-json source into a jdbc sink with a primary key
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: plans
-- reason: updating-into-append-only

CREATE TABLE orders_cdc (
  order_id BIGINT,
  status   STRING,
  amount   DECIMAL(10, 2)
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders.cdc',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'g',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'debezium-json'
);

CREATE TABLE paid (
  order_id BIGINT,
  amount   DECIMAL(10, 2),
  PRIMARY KEY (order_id) NOT ENFORCED
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://localhost:5432/shop',
  'table-name' = 'paid'
);

INSERT INTO paid
SELECT order_id, amount
FROM orders_cdc
WHERE status = 'PAID';
