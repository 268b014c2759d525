CREATE TABLE orders (order_id BIGINT, customer STRING, amount DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE report (customer STRING, total DOUBLE) WITH ('connector' = 'blackhole');
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW big_orders AS SELECT order_id, customer, amount FROM orders WHERE amount > 100;
