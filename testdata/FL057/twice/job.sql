CREATE TABLE orders (order_id BIGINT, customer STRING) WITH ('connector' = 'datagen');
CREATE TABLE orders (order_id BIGINT) WITH ('connector' = 'datagen'); -- want "FL057" col=14 msg="Table \(or view\) default_database.orders already exists in Catalog default_catalog."
CREATE TEMPORARY VIEW v AS SELECT order_id FROM orders;
CREATE TEMPORARY VIEW v AS SELECT customer FROM orders; -- want "FL057" col=23 msg="Temporary table '`default_catalog`.`default_database`.`v`' already exists"

-- IF NOT EXISTS, OR REPLACE, a temporary table over a permanent one, a
-- name dropped in between.
CREATE TABLE IF NOT EXISTS orders (order_id BIGINT) WITH ('connector' = 'datagen');
CREATE TEMPORARY TABLE orders (order_id BIGINT) WITH ('connector' = 'datagen');
CREATE TEMPORARY VIEW IF NOT EXISTS v AS SELECT order_id FROM orders;
DROP TEMPORARY VIEW v;
CREATE TEMPORARY VIEW v AS SELECT order_id FROM orders;
