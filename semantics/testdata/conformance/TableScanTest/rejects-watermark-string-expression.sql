-- case: a watermark expression that is a string literal
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testInvalidWatermarkOutputType
-- flink: rejects
-- message: Invalid data type of expression for watermark definition. The field must be of type TIMESTAMP(p) or TIMESTAMP_LTZ(p), the supported precision 'p' is from 0 to 3, but the watermark expression type is CHAR(0) NOT NULL
-- reason: watermark-type

-- rejected
CREATE TABLE src (
  ts TIMESTAMP(3),
  a  INT,
  b  DOUBLE,
  WATERMARK FOR ts AS ''
) WITH ('connector' = 'values');
