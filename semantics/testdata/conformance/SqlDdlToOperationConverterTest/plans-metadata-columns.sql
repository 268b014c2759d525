-- case: metadata columns with and without FROM and VIRTUAL
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateTableWithMetadataColumn
-- flink: plans
-- reason: computed-column

CREATE TABLE tbl1 (
  a INT,
  b STRING,
  c INT METADATA,
  d INT METADATA FROM 'other.key',
  e INT METADATA VIRTUAL
) WITH ('connector' = 'values');
