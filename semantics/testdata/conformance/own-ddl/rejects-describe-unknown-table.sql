-- case: DESCRIBE of a table the job does not create
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/table.q, the DESCRIBE statement of the script
-- flink: rejects
-- message: Tables or views with the identifier 'default_catalog.default_database.non_exist' doesn't exist.
-- reason: unknown-table

-- rejected
DESCRIBE non_exist;
