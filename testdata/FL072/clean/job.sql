-- Query shapes Flink plans, and ones flinklint does not judge.
CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  info       ROW<city STRING>,
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

SELECT user_id, COUNT(*), SUM(amount) + 1 FROM orders GROUP BY user_id HAVING SUM(amount) > 10;
SELECT o.user_id, user_id + 1 FROM orders o GROUP BY o.user_id;
SELECT COUNT(*) FROM orders;
SELECT user_id, TUMBLE_START(order_time, INTERVAL '1' HOUR), TUMBLE_END(order_time, INTERVAL '1' HOUR), COUNT(*)
FROM orders GROUP BY user_id, TUMBLE(order_time, INTERVAL '1' HOUR);
SELECT user_id, SUM(COUNT(*)) OVER (PARTITION BY user_id) FROM orders GROUP BY user_id;
SELECT product, COUNT(*) FROM orders GROUP BY GROUPING SETS ((product), ());
SELECT UPPER(product) AS p, COUNT(*) FROM orders GROUP BY UPPER(product);
SELECT info.city, COUNT(*) FROM orders GROUP BY info.city;
SELECT p, COUNT(*) FROM orders GROUP BY p;
SELECT * FROM orders WHERE amount > 1 AND product IS NOT NULL;
SELECT order_id FROM orders WHERE NULL;
SELECT order_id FROM orders WHERE my_udf(product);
SELECT order_id, amount FROM orders UNION ALL SELECT order_id, amount FROM orders;
SELECT * FROM unknown_table UNION ALL SELECT order_id FROM orders;
SELECT user_id, (SELECT MAX(amount) FROM orders i WHERE i.user_id = o.user_id) FROM orders o GROUP BY user_id;
SELECT DISTINCT product FROM orders;
SELECT user_id, getTopN(product, 10, 1) FROM orders GROUP BY user_id;
SELECT user_id, UPPER(getTopN(product, 10, 1)) FROM orders GROUP BY user_id;
SELECT amount, product FROM orders UNION ALL SELECT order_id, CAST(amount AS STRING) FROM orders;
SELECT order_time FROM orders UNION ALL SELECT CAST(order_time AS TIMESTAMP_LTZ(3)) FROM orders;
SELECT info FROM orders UNION ALL SELECT ROW(product) FROM orders;
