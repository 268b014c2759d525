SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW big_orders AS SELECT order_id, customer, amount FROM orders WHERE amount > 100;
