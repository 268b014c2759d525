-- case: a projection of an upsert source keyed on two columns
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testScanOnUpsertSource
-- flink: plans
-- reason: changelog-source-primary-key

CREATE TABLE src (
  ts  TIMESTAMP(3),
  id1 STRING,
  a   INT,
  id2 BIGINT,
  b   DOUBLE,
  PRIMARY KEY (id2, id1) NOT ENFORCED
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'UA'
);

SELECT id1, a, b FROM src;
