-- case: DROP TABLE of a table dropped just before
-- source: own, variant of flink-table/flink-sql-client/src/test/resources/sql/table.q, the second statement of the script
-- flink: rejects
-- message: Table with identifier 'default_catalog.default_database.t' does not exist.
-- reason: unknown-table

CREATE TABLE t (
  id BIGINT,
  name STRING
) WITH ('connector' = 'datagen');

DROP TABLE t;

-- rejected
DROP TABLE t;
