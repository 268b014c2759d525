-- case: TRUNCATE TABLE, batch mode
-- source: apache/flink flink-table/flink-sql-client/src/test/resources/sql/truncate.q, the TRUNCATE of the script
-- flink: plans
-- reason: mode-unsupported

SET 'execution.runtime-mode' = 'batch';

CREATE TABLE t (
  a INT PRIMARY KEY NOT ENFORCED,
  b STRING,
  c DOUBLE
) WITH (
  'connector' = 'test-update-delete'
);

TRUNCATE TABLE t;
