CREATE TABLE orders (
  order_id   BIGINT,
  user_id    BIGINT,
  product    STRING,
  amount     INT,
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

CREATE TABLE refunds (order_id BIGINT, amount INT) WITH ('connector' = 'datagen');

SELECT user_id, product, COUNT(*) FROM orders GROUP BY user_id; -- want "FL072" col=17 msg="Expression 'product' is not being grouped"

SELECT user_id FROM orders GROUP BY user_id HAVING SUM(amount) > 10 AND amount > 1; -- want "FL072" col=73 msg="Expression 'amount' is not being grouped"

SELECT COUNT(*), o.product FROM orders o; -- want "FL072" col=18 msg="Expression 'o.product' is not being grouped"
-- APPROX_COUNT_DISTINCT is an aggregate of Flink's (FlinkSqlOperatorTable).
SELECT APPROX_COUNT_DISTINCT(user_id), product FROM orders; -- want "FL072" col=40 msg="Expression 'product' is not being grouped"

SELECT user_id FROM orders WHERE SUM(amount) > 10 GROUP BY user_id; -- want "FL072" col=34 msg="Aggregate expression is illegal in WHERE clause"

SELECT COUNT(*) FROM orders GROUP BY SUM(amount); -- want "FL072" col=38 msg="Aggregate expression is illegal in GROUP BY clause"

SELECT user_id, MAX(COUNT(amount)) FROM orders GROUP BY user_id; -- want "FL072" col=21 msg="Aggregate expressions cannot be nested"

SELECT order_id FROM orders WHERE amount; -- want "FL072" col=35 msg="WHERE clause must be a condition, but its type is INT"

SELECT user_id FROM orders GROUP BY user_id HAVING COUNT(*); -- want "FL072" col=52 msg="HAVING clause must be a condition, but its type is BIGINT NOT NULL"

SELECT order_id, amount FROM orders UNION ALL SELECT order_id FROM refunds; -- want "FL072" col=47 msg="Column count mismatch in UNION ALL: the left side has 2 columns, the right side 1"

SELECT user_id, TUMBLE_START(order_time, INTERVAL '1' HOUR) FROM orders GROUP BY user_id; -- want "FL072" col=17 msg="Call to auxiliary group function 'TUMBLE_START' must have matching call to group function 'TUMBLE' in GROUP BY clause"

SELECT user_id, TUMBLE_END(order_time, INTERVAL '2' HOUR) -- want "FL072" col=17 msg="'TUMBLE_END' must have matching call"
FROM orders
GROUP BY user_id, TUMBLE(order_time, INTERVAL '1' HOUR);

SELECT order_id, product FROM orders UNION ALL SELECT order_id, amount FROM refunds; -- want "FL072" col=48 msg="Type mismatch in column 2 of UNION ALL: STRING on the left, INT on the right"
