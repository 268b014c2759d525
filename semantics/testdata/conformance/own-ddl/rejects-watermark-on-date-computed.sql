-- case: a watermark on a computed column of type DATE
-- source: own, variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testFailedToAlterTableModifyWatermark
-- flink: rejects
-- message: Invalid data type of time field for watermark definition. The field must be of type TIMESTAMP(p) or TIMESTAMP_LTZ(p), the supported precision 'p' is from 0 to 3, but the time field type is DATE
-- reason: watermark-type

-- rejected
CREATE TABLE t (
  id  BIGINT,
  raw STRING,
  d   AS TO_DATE(raw),
  WATERMARK FOR d AS d
) WITH ('connector' = 'datagen');
