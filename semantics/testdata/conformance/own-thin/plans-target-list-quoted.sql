-- case: a target column list with quoted names the sink has
-- source: own, valid variant (Calcite validator message, raised by Flink's PreValidateReWriter)
-- flink: plans
-- reason: insert-unknown-column

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  paid       BOOLEAN,
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

CREATE TABLE snk (
  a BIGINT,
  b STRING
) WITH ('connector' = 'blackhole');

INSERT INTO snk (`a`, b)
SELECT order_id, product
FROM orders;
