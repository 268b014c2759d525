-- case: the same lookup join on the key with =
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/join/LookupJoinTest.scala, testJoinTemporalTable
-- flink: plans
-- reason: lookup-join-condition

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  order_time TIMESTAMP(3),
  proctime   AS PROCTIME(),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

CREATE TABLE dim (
  user_id BIGINT,
  name    STRING,
  PRIMARY KEY (user_id) NOT ENFORCED
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:mysql://localhost:3306/shop',
  'table-name' = 'users'
);

SELECT o.order_id, d.name
FROM orders AS o
JOIN dim FOR SYSTEM_TIME AS OF o.proctime AS d
  ON o.user_id = d.user_id;
