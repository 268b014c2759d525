-- case: WATERMARK FOR a nested field the ROW column does not have
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateTableLikeNestedWatermark
-- flink: rejects
-- message: The rowtime attribute field 'f1.t' is not defined in the table schema, at line 3, column 20 Nested field 't' was not found in a composite type: ROW<`tmstmp` TIMESTAMP(3)>.
-- reason: watermark-column

CREATE TABLE sourceTable (
  f0 INT NOT NULL,
  f1 ROW<tmstmp TIMESTAMP(3)>
) WITH ('connector' = 'values');

-- rejected
CREATE TABLE derivedTable (
  a INT,
  WATERMARK FOR f1.t AS f1.t - INTERVAL '5' SECOND
)
LIKE sourceTable;
