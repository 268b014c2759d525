-- case: DELETE without any runtime mode set: streaming is the default
-- source: own, variant of flink-table/flink-sql-client/src/test/resources/sql/delete.q, the DELETE of the script (message of TableEnvironmentImpl)
-- flink: rejects
-- message: DELETE statement is not supported for streaming mode now.
-- reason: mode-unsupported

CREATE TABLE t (
  a INT PRIMARY KEY NOT ENFORCED,
  b STRING,
  c DOUBLE
) WITH (
  'connector' = 'test-update-delete',
  'mix-delete' = 'true'
);

-- rejected
DELETE FROM t WHERE a > 2;
