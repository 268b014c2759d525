-- case: a Python function the job creates
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: unknown-function

CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  price      DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

CREATE TEMPORARY FUNCTION py_score AS 'udfs.score' LANGUAGE PYTHON;

SELECT order_id, py_score(amount) FROM orders;
