CREATE TABLE orders (order_id BIGINT, customer STRING) WITH ('connector' = 'datagen');
CREATE TABLE customers (id BIGINT, name STRING) WITH ('connector' = 'datagen');
CREATE TEMPORARY FUNCTION clean AS 'com.example.Clean';

DROP TABLE customers;
SELECT * FROM customers; -- want "FL054" col=15 msg="Object 'customers' not found: the job drops it before this statement"
DROP TABLE customers; -- want "FL054" col=12 msg="Table with identifier 'default_catalog.default_database.customers' does not exist."
DROP TABLE IF EXISTS customers;
DROP TEMPORARY FUNCTION clean;
SELECT clean(customer) FROM orders; -- want "FL054" col=8 msg="clean.*the job drops that function"

ALTER TABLE orders RENAME TO orders_v2;
SELECT * FROM orders; -- want "FL054" col=15 msg="renames it to default_catalog.default_database.orders_v2"
ALTER TABLE orders SET ('rows-per-second' = '5'); -- want "FL054" col=13 msg="Table `default_catalog`.`default_database`.`orders` doesn't exist or is a temporary table."
ALTER TABLE IF EXISTS orders SET ('rows-per-second' = '5');
DESCRIBE orders; -- want "FL054" col=10 msg="Tables or views with the identifier"
CREATE TABLE copy WITH ('connector' = 'blackhole') LIKE orders; -- want "FL054" col=57 msg="Source table '`default_catalog`.`default_database`.`orders`' of the LIKE clause not found"

-- Created again after the drop: there again.
CREATE TABLE customers (id BIGINT, name STRING) WITH ('connector' = 'datagen');
SELECT * FROM customers;
SELECT * FROM orders_v2;
