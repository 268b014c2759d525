-- case: an event-time temporal join against an append-only kafka table without a primary key
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testInvalidTemporalTablJoin
-- flink: rejects
-- message: Temporal Table Join requires primary key in versioned table, but no primary key can be found.
-- reason: temporal-join-no-primary-key

CREATE TABLE orders (
  order_id   BIGINT,
  currency   STRING,
  amount     INT,
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time
) WITH ('connector' = 'datagen');

CREATE TABLE rates (
  currency STRING,
  rate     DECIMAL(10, 4),
  ts       TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH (
  'connector' = 'kafka',
  'topic' = 'rates',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'g',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

-- rejected
SELECT o.order_id, r.rate
FROM orders AS o
JOIN rates FOR SYSTEM_TIME AS OF o.order_time AS r
  ON o.currency = r.currency;
