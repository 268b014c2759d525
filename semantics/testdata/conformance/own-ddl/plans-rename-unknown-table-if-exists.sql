-- case: ALTER TABLE IF EXISTS ... RENAME TO of a table the job does not create
-- source: own, valid variant of flink-table/flink-sql-client/src/test/resources/sql/table.q
-- flink: plans
-- reason: unknown-table

ALTER TABLE IF EXISTS non_exist RENAME TO non_exist2;
