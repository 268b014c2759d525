CREATE TABLE orders (id BIGINT, url STRING) WITH ('connector' = 'datagen');
SELECT SUBSTRING_INDEX(url, '.', 2) FROM orders;
