-- case: DELETE with a subquery in its condition, batch mode
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/delete.q, the first DELETE of the script
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

DELETE FROM t WHERE a >= (SELECT COUNT(1) FROM t WHERE c > 2);
