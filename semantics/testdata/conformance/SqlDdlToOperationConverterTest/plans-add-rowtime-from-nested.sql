-- case: ADD a computed column over a ROW field and a watermark on it
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testAlterTableAddWatermark
-- flink: plans
-- reason: watermark-column

CREATE TABLE tb1 (
  a  INT NOT NULL,
  b  BIGINT NOT NULL,
  c  STRING NOT NULL COMMENT 'column comment',
  d  AS a * (b + 2 + a * b),
  e  ROW<f0 STRING, f1 INT, f2 ROW<f0 DOUBLE, f1 ARRAY<FLOAT>>>,
  f  AS e.f1 + e.f2.f0,
  g  STRING METADATA VIRTUAL,
  ts TIMESTAMP(3) COMMENT 'just a comment'
) WITH (
  'connector' = 'values',
  'k' = 'v'
);

ALTER TABLE tb1 ADD (
  x ROW<f0 STRING, f1 TIMESTAMP(3) NOT NULL> NOT NULL,
  y AS x.f1,
  WATERMARK FOR y AS y - INTERVAL '1' DAY
);
