-- case: a table created in another database, read unqualified
-- source: own (Calcite validator message)
-- flink: rejects
-- message: Object 'orders' not found
-- reason: unknown-table

CREATE DATABASE shop;

CREATE TABLE shop.orders (
  id BIGINT
) WITH ('connector' = 'datagen');

-- rejected
SELECT * FROM orders;
