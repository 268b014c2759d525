-- The container runs sql-client.sh -i tables.sql -f job.sql: one
-- session, whose catalog holds the init script's tables and views.
SET 'pipeline.name' = 'report';
INSERT INTO report SELECT customer, SUM(amount) FROM big_orders GROUP BY customer;
SELECT order_id, amount, custmer FROM orders; -- want "FL054" col=26 msg="Column 'custmer' not found in any table; did you mean 'customer'"
INSERT INTO reports SELECT customer, amount FROM orders; -- want "FL054" col=13 msg="Object 'reports' not found.*did you mean 'report'"
