CREATE TABLE orders (order_id BIGINT, customer STRING, amount DOUBLE, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen');
CREATE TABLE customers (id BIGINT, name STRING) WITH ('connector' = 'datagen');

SELECT order_id, amout FROM orders; -- want "FL054" col=18 msg="Column 'amout' not found in any table; did you mean 'amount'\?"
SELECT ORDER_ID FROM orders; -- want "FL054" col=8 msg="did you mean 'order_id'\?"
SELECT * FROM orderz; -- want "FL054" col=15 msg="Object 'orderz' not found.*did you mean 'orders'\?"
SELECT o.order_id, o.name FROM orders AS o JOIN customers AS c ON o.customer = c.name; -- want "FL054" col=20 msg="Column 'name' not found in table 'o'"
SELECT x.order_id FROM orders AS o; -- want "FL054" col=8 msg="Table 'x' not found"
SELECT amount * 2 AS doubled FROM orders WHERE doubled > 10; -- want "FL054" col=48 msg="Column 'doubled' not found in any table"
WITH totals AS (SELECT customer, SUM(amount) AS total FROM orders GROUP BY customer)
SELECT customer, amount FROM totals; -- want "FL054" col=18 msg="Column 'amount' not found"

-- Names Flink resolves.
SELECT amount * 2 AS doubled FROM orders ORDER BY doubled;
SELECT customer, COUNT(*) AS n FROM orders GROUP BY customer HAVING COUNT(*) > 1;
SELECT o.order_id, c.name FROM orders AS o, customers AS c WHERE o.customer = c.name AND c.id IN (SELECT id FROM customers WHERE id = o.order_id);
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) GROUP BY window_start, window_end;
SELECT CURRENT_TIMESTAMP, LOCALTIMESTAMP, order_id FROM orders;
SELECT order_id, TIMESTAMPADD(DAY, 1, ts), EXTRACT(YEAR FROM ts), TRIM(BOTH ' ' FROM customer) FROM orders;
SELECT * FROM TABLE(SESSION(TABLE orders PARTITION BY customer, DESCRIPTOR(ts), INTERVAL '5' MINUTE));
-- A query argument needs no parentheses: its names resolve in its own FROM (none here).
SELECT COALESCE(SELECT nope); -- want "FL054" msg="Column 'nope' not found in any table"
SELECT COALESCE((SELECT MAX(order_id) FROM orders), 0), COALESCE(SELECT MAX(order_id) FROM orders);
