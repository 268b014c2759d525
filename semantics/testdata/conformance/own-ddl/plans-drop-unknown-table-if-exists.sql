-- case: DROP TABLE IF EXISTS of a table the job does not create
-- source: own, valid variant of flink-table/flink-sql-client/src/test/resources/sql/table.q
-- flink: plans
-- reason: unknown-table

DROP TABLE IF EXISTS non_exist;
