-- case: UPDATE in streaming mode
-- source: own, variant of flink-table/flink-sql-client/src/test/resources/sql/delete.q, the DELETE of the script (message of TableEnvironmentImpl)
-- flink: rejects
-- message: UPDATE statement is not supported for streaming mode now.
-- reason: mode-unsupported

SET 'execution.runtime-mode' = 'streaming';

CREATE TABLE t (
  a INT PRIMARY KEY NOT ENFORCED,
  b STRING,
  c DOUBLE
) WITH (
  'connector' = 'test-update-delete',
  'mix-delete' = 'true'
);

-- rejected
UPDATE t SET b = 'uaa', c = c * c WHERE a >= 1;
