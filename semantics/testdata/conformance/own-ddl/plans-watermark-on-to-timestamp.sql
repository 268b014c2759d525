-- case: a watermark on a TO_TIMESTAMP computed column
-- source: own, valid variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testAlterTableAddWatermark
-- flink: plans
-- reason: watermark-type

CREATE TABLE t (
  id  BIGINT,
  raw STRING,
  ts  AS TO_TIMESTAMP(raw),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
