-- case: a processing-time lookup join against a 'hbase-2.2' table
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
  cf ROW<rate BIGINT>,
  PRIMARY KEY (currency) NOT ENFORCED
) WITH (
  'connector' = 'hbase-2.2',
  'table-name' = 'rates',
  'zookeeper.quorum' = 'localhost:2181'
);

SELECT o.order_id, o.amount * r.cf.rate
FROM orders AS o
JOIN rates FOR SYSTEM_TIME AS OF o.proctime AS r
  ON o.currency = r.currency;
