-- case: a watermark FOR a DATE column
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testInvalidWatermarkOutputType (message of SqlDdlToOperationConverterTest.testFailedToAlterTableAddWatermark)
-- flink: rejects
-- message: Invalid data type of time field for watermark definition. The field must be of type TIMESTAMP(p) or TIMESTAMP_LTZ(p), the supported precision 'p' is from 0 to 3, but the time field type is DATE
-- reason: watermark-type

-- rejected
CREATE TABLE events (
  id BIGINT,
  ts DATE,
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen');
