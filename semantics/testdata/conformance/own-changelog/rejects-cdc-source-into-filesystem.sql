-- case: a debezium-json source filtered into a filesystem csv sink
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableSinkTest.scala, testExceptionForAppendSink
-- flink: rejects
-- message: Table sink 'default_catalog.default_database.paid' doesn't support consuming update
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
  amount DECIMAL(10, 2)
) WITH (
  'connector' = 'filesystem',
  'path' = 's3://bucket/paid/',
  'format' = 'csv'
);

-- rejected
INSERT INTO paid
SELECT order_id, amount
FROM orders_cdc
WHERE status = 'PAID';
