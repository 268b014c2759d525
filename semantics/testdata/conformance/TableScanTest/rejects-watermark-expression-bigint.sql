-- case: a watermark expression of type BIGINT on a TIMESTAMP(3) column
-- source: own, variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testInvalidWatermarkOutputType
-- flink: rejects
-- message: Invalid data type of expression for watermark definition. The field must be of type TIMESTAMP(p) or TIMESTAMP_LTZ(p), the supported precision 'p' is from 0 to 3, but the watermark expression type is BIGINT
-- reason: watermark-type

-- rejected
CREATE TABLE events (
  id BIGINT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS id
) WITH ('connector' = 'datagen');
