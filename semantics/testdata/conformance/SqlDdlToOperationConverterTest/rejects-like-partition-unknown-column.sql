-- case: CREATE TABLE ... LIKE, PARTITIONED BY a column neither table has
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateTableLikeInvalidPartition
-- flink: rejects
-- message: Partition column 'f3' not defined in the table schema. Available columns: ['f0', 'a']
-- reason: partition-key-unknown

CREATE TABLE sourceTable (
  f0 INT NOT NULL
) WITH ('connector' = 'values');

-- rejected
CREATE TABLE derivedTable (
  a INT
)
PARTITIONED BY (f3)
LIKE sourceTable;
