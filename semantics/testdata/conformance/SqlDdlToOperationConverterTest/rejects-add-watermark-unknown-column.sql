-- case: ADD WATERMARK FOR a column the table does not have
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testFailedToAlterTableAddWatermark
-- flink: rejects
-- message: Invalid column name 'x' for rowtime attribute in watermark declaration. Available columns are: [a, b, c, d, e, f, g, ts]
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

-- rejected
ALTER TABLE tb1 ADD WATERMARK FOR x AS x;
