-- case: CREATE TEMPORARY TABLE of a name that is already a temporary table
-- source: own, variant of flink-table/flink-sql-client/src/test/resources/sql/view.q, the temporary view created twice
-- flink: rejects
-- message: Temporary table '`default_catalog`.`default_database`.`t`' already exists
-- reason: object-exists

CREATE TEMPORARY TABLE t (
  id BIGINT,
  name STRING
) WITH ('connector' = 'datagen');

-- rejected
CREATE TEMPORARY TABLE t (
  id BIGINT,
  name STRING
) WITH ('connector' = 'datagen');
