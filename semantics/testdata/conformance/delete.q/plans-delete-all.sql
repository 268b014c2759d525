-- case: DELETE of every row, batch mode
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/delete.q, the second DELETE of the script
-- flink: plans
-- reason: mode-unsupported

SET 'execution.runtime-mode' = 'batch';

CREATE TABLE t (
  a INT PRIMARY KEY NOT ENFORCED,
  b STRING,
  c DOUBLE
) WITH (
  'connector' = 'test-update-delete',
  'mix-delete' = 'true'
);

DELETE FROM t;
