-- case: DROP TABLE of a table of the job
-- source: own, valid variant of flink-table/flink-sql-client/src/test/resources/sql/table.q
-- flink: plans
-- reason: unknown-table

CREATE TABLE t (
  id BIGINT,
  name STRING
) WITH ('connector' = 'datagen');

DROP TABLE t;
