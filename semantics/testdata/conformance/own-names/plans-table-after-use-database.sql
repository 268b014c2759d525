-- case: a table created after USE of a database, read unqualified
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: unknown-table

CREATE DATABASE shop;

USE shop;

CREATE TABLE orders (
  id BIGINT
) WITH ('connector' = 'datagen');

SELECT * FROM orders;
