-- case: WATERMARK FOR a column the table does not have
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateTableInvalidWatermark
-- flink: rejects
-- message: The rowtime attribute field 'f1' is not defined in the table schema, at line 3, column 17 Available fields: ['a']
-- reason: watermark-column

-- rejected
CREATE TABLE derivedTable (
  a INT,
  WATERMARK FOR f1 AS f1 - INTERVAL '5' SECOND
) WITH ('connector' = 'values');
