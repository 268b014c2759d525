-- case: SHOW CREATE TABLE of a view
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/view.q, the statement of the script
-- flink: rejects
-- message: SHOW CREATE TABLE is only supported for tables, but `default_catalog`.`default_database`.`v1` is a view. Please use SHOW CREATE VIEW instead.
-- reason: other

CREATE TABLE orders (
  `user`  BIGINT NOT NULL,
  product VARCHAR(32),
  amount  INT,
  ts      TIMESTAMP(3),
  ptime   AS PROCTIME(),
  PRIMARY KEY (`user`) NOT ENFORCED,
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');

CREATE TEMPORARY VIEW v1 AS SELECT * FROM orders;

-- rejected
SHOW CREATE TABLE v1;
