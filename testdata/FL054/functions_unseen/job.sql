-- A module or a catalog of another kind may define any function: nothing is said.
CREATE TABLE orders (order_id BIGINT, customer STRING, amount INT) WITH ('connector' = 'datagen');
LOAD MODULE hive WITH ('hive-version' = '3.1.2');
SELECT COUNTT(amount), nvl(customer, 'x') FROM orders;
