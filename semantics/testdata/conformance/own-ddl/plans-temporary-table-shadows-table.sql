-- case: a temporary table with the name of a permanent table
-- source: own, valid variant of flink-table/flink-sql-client/src/test/resources/sql/view.q
-- flink: plans
-- reason: object-exists

CREATE TABLE t (
  id BIGINT,
  name STRING
) WITH ('connector' = 'datagen');

CREATE TEMPORARY TABLE t (
  id BIGINT,
  name STRING
) WITH ('connector' = 'datagen');
