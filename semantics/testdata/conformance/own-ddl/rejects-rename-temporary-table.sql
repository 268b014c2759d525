-- case: ALTER TABLE ... RENAME TO of a temporary table
-- source: own, variant of flink-table/flink-sql-client/src/test/resources/sql/table.q, the ALTER TABLE statement of the script
-- flink: rejects
-- message: Table `default_catalog`.`default_database`.`tmp` doesn't exist or is a temporary table.
-- reason: alter-table

CREATE TEMPORARY TABLE tmp (
  id BIGINT
) WITH ('connector' = 'datagen');

-- rejected
ALTER TABLE tmp RENAME TO tmp2;
