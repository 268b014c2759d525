-- ALTER VIEW ... RENAME TO and ALTER VIEW ... AS change the view later
-- statements read (Flink's SQL client test view.q).
CREATE TABLE orders (order_id BIGINT, customer STRING, amount DOUBLE) WITH ('connector' = 'datagen');
CREATE VIEW v AS SELECT order_id, customer FROM orders;
ALTER VIEW v RENAME TO v2;
SELECT customer FROM v2;
SELECT * FROM v; -- want "FL054" col=15 msg="Object 'v' not found: the job renames it to default_catalog.default_database.v2 before this statement"
ALTER VIEW v2 AS SELECT order_id, amount FROM orders;
SELECT amount FROM v2;
SELECT customer FROM v2; -- want "FL054" col=8 msg="Column 'customer' not found in any table"

-- A temporary view cannot be altered.
CREATE TEMPORARY VIEW tv AS SELECT order_id FROM orders;
ALTER VIEW tv RENAME TO tv2; -- want "FL054" col=12 msg="View `default_catalog`.`default_database`.`tv` doesn't exist or is a temporary view."
SELECT order_id FROM tv;
