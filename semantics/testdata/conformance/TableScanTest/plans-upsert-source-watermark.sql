-- case: an upsert source with a computed rowtime and a watermark
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testUpsertSourceWithComputedColumnAndWatermark
-- flink: plans
-- reason: changelog-source-primary-key

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
  'changelog-mode' = 'UA,D'
);

SELECT a, b, c FROM src WHERE a > 1;
