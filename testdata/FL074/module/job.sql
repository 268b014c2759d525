-- A loaded module may serve a built-in's name before core (Hive's
-- functions convert their arguments): nothing is reported.
LOAD MODULE hive WITH ('hive-version' = '3.1.2');
USE MODULES hive, core;
CREATE TABLE orders (id BIGINT, note STRING) WITH ('connector' = 'datagen');
SELECT id, SUM(note) FROM orders GROUP BY id;
