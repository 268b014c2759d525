-- case: DROP TEMPORARY VIEW IF EXISTS of a view the job does not create
-- source: own, valid variant of flink-table/flink-sql-client/src/test/resources/sql/table.q
-- flink: plans
-- reason: unknown-table

DROP TEMPORARY VIEW IF EXISTS no_view;
