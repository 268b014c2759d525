-- case: a function used after DROP TEMPORARY FUNCTION
-- source: own (Calcite validator message)
-- flink: rejects
-- message: No match found for function signature my_udf(<CHARACTER>)
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

DROP TEMPORARY FUNCTION my_udf;

-- rejected
SELECT my_udf(product) FROM orders;
