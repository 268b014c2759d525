-- case: DROP TABLE of a table the job does not create
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/table.q, the second statement of the script
-- flink: rejects
-- message: Table with identifier 'default_catalog.default_database.non_exist' does not exist.
-- reason: unknown-table

-- rejected
DROP TABLE non_exist;
