-- case: a function the job creates with CREATE TEMPORARY FUNCTION
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

CREATE TEMPORARY FUNCTION my_udf AS 'com.example.udf.MyUdf';

SELECT order_id, my_udf(product) FROM orders;
