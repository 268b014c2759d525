-- case: a source producing UPDATE_AFTER without UPDATE_BEFORE and no primary key
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testMissingPrimaryKeyForUpsertSource
-- flink: rejects
-- message: Table 'default_catalog.default_database.src' produces a changelog stream that contains UPDATE_AFTER but no UPDATE_BEFORE. This requires defining a primary key constraint on the table.
-- reason: changelog-source-primary-key

CREATE TABLE src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UA,D'
);

-- rejected
SELECT * FROM src WHERE a > 1;
