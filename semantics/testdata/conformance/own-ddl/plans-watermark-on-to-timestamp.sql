-- case: a watermark on a TO_TIMESTAMP computed column
-- source: own, valid variant of own (SqlDdlToOperationConverterTest.testAlterTableAddWatermark)
-- flink: plans
-- reason: watermark-type

CREATE TABLE t (
  id  BIGINT,
  raw STRING,
  ts  AS TO_TIMESTAMP(raw),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
