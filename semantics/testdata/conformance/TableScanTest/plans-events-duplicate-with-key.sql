-- case: 'table.exec.source.cdc-events-duplicate' with a keyed changelog source
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testChangelogSourceWithEventsDuplicate
-- flink: plans
-- reason: changelog-source-primary-key

SET 'table.exec.source.cdc-events-duplicate' = 'true';

CREATE TABLE src (
  id STRING,
  a  INT,
  b  AS a + 1,
  c  STRING,
  ts AS TO_TIMESTAMP(c),
  PRIMARY KEY (id) NOT ENFORCED,
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH (
  'connector' = 'values',
  'changelog-mode' = 'I,UB,UA,D'
);

SELECT a, b, c FROM src WHERE a > 1;
