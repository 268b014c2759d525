-- case: ALTER TABLE ... RENAME TO of a table the job does not create
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/table.q, the ALTER TABLE statement of the script
-- flink: rejects
-- message: Table `default_catalog`.`default_database`.`non_exist` doesn't exist or is a temporary table.
-- reason: unknown-table

-- rejected
ALTER TABLE non_exist RENAME TO non_exist2;
