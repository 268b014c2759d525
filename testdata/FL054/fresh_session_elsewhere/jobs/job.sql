-- Another script of the project declares payments and loads Hive's module,
-- but this one starts a session of its own: neither is in it.
CREATE TABLE orders (id BIGINT, url STRING) WITH ('connector' = 'datagen');
SELECT * FROM payments; -- want "FL054" msg="Object 'payments' not found"
SELECT SUBSTRING_INDEX(url, '.', 2) FROM orders; -- want "FL054" msg="SUBSTRING_INDEX"
