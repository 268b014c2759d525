-- case: an upsert source with a primary key, read
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testMissingPrimaryKeyForUpsertSource
-- flink: plans
-- reason: changelog-source-primary-key

CREATE TABLE src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE,
  PRIMARY KEY (a) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UA,D'
);

SELECT * FROM src WHERE a > 1;
