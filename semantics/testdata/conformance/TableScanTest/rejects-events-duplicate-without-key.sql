-- case: 'table.exec.source.cdc-events-duplicate' with a changelog source without key
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testMissingPrimaryKeyForEventsDuplicate
-- flink: rejects
-- message: Configuration 'table.exec.source.cdc-events-duplicate' is enabled which requires the changelog sources to define a PRIMARY KEY. However, table 'default_catalog.default_database.src' doesn't have a primary key.
-- reason: changelog-source-primary-key

SET 'table.exec.source.cdc-events-duplicate' = 'true';

CREATE TABLE src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UB,UA,D'
);

-- rejected
SELECT * FROM src WHERE a > 1;
