-- case: the same UPDATE in batch mode
-- source: own, valid variant of flink-table/flink-sql-client/src/test/resources/sql/delete.q, the DELETE of the script
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

UPDATE t SET b = 'uaa', c = c * c WHERE a >= 1;
