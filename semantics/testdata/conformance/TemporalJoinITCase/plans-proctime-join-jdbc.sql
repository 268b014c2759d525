-- case: a processing-time lookup join against a 'jdbc' table
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/runtime/stream/sql/TemporalJoinITCase.scala, testProcTimeTemporalJoin
-- flink: plans
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
  'connector' = 'jdbc',
  'url' = 'jdbc:mysql://localhost:3306/shop',
  'table-name' = 'rates'
);

SELECT o.order_id, o.amount * r.rate
FROM orders AS o
JOIN rates FOR SYSTEM_TIME AS OF o.proctime AS r
  ON o.currency = r.currency;
