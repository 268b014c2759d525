-- case: a table created in a database the job creates, read qualified
-- source: own, valid variant (Calcite validator message)
-- flink: plans
-- reason: unknown-table

CREATE DATABASE shop;

CREATE TABLE shop.orders (
  id BIGINT
) WITH ('connector' = 'datagen');

SELECT * FROM shop.orders;
