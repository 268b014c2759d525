-- case: a processing-time temporal join against a 'upsert-kafka' table, which has no lookup source
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/runtime/stream/sql/TemporalJoinITCase.scala, testProcTimeTemporalJoin
-- flink: rejects
-- message: Processing-time temporal join is not supported yet.
-- reason: lookup-join-unsupported

CREATE TABLE orders (
  order_id BIGINT,
  currency STRING,
  amount   BIGINT,
  proctime AS PROCTIME()
) WITH (
  'connector' = 'datagen'
);

CREATE TABLE rates (
  currency STRING,
  rate     BIGINT,
  PRIMARY KEY (currency) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'rates',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);

-- rejected
SELECT o.order_id, o.amount * r.rate
FROM orders AS o
JOIN rates FOR SYSTEM_TIME AS OF o.proctime AS r
  ON o.currency = r.currency;
