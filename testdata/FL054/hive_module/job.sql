-- With Hive's module loaded its functions resolve.
LOAD MODULE hive WITH ('hive-version' = '3.1.2');
CREATE TABLE orders (id BIGINT, url STRING) WITH ('connector' = 'datagen');
SELECT SUBSTRING_INDEX(url, '.', 2), nvl(url, 'x') FROM orders;
