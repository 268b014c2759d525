-- case: PARTITIONED BY a column the table does not have
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateTableInvalidPartition
-- flink: rejects
-- message: Partition column 'f3' not defined in the table schema. Available columns: ['a']
-- reason: partition-key-unknown

-- rejected
CREATE TABLE derivedTable (
  a INT
)
PARTITIONED BY (f3)
WITH ('connector' = 'values');
