-- case: the same join against a debezium-json kafka table with a primary key
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/TemporalJoinTest.scala, testEventTimeTemporalJoin
-- flink: plans
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
  ts       TIMESTAMP(3) METADATA FROM 'value.source.timestamp' VIRTUAL,
  WATERMARK FOR ts AS ts,
  PRIMARY KEY (currency) NOT ENFORCED
) WITH (
  'connector' = 'kafka',
  'topic' = 'rates',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'g',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'debezium-json'
);

SELECT o.order_id, r.rate
FROM orders AS o
JOIN rates FOR SYSTEM_TIME AS OF o.order_time AS r
  ON o.currency = r.currency;
