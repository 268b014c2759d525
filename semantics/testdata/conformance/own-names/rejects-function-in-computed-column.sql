-- case: a computed column calling a function Flink does not have
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/table.q, the first statement of the script
-- flink: rejects
-- message: No match found for function signature invalid_function()
-- reason: unknown-function

-- rejected
CREATE TABLE tbl (
  a INT,
  b AS invalid_function()
) WITH ('connector' = 'datagen');
