-- case: CREATE TABLE ... LIKE, WATERMARK FOR a column neither table has
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateTableLikeInvalidWatermark
-- flink: rejects
-- message: The rowtime attribute field 'f1' is not defined in the table schema, at line 3, column 17 Available fields: ['f0', 'a']
-- reason: watermark-column

CREATE TABLE sourceTable (
  f0 INT NOT NULL
) WITH ('connector' = 'values');

-- rejected
CREATE TABLE derivedTable (
  a INT,
  WATERMARK FOR f1 AS f1 - INTERVAL '5' SECOND
)
LIKE sourceTable;
