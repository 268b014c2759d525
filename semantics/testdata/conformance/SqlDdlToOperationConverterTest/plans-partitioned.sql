-- case: PARTITIONED BY two of the table's columns
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateTable
-- flink: plans
-- reason: partition-key-unknown

CREATE TABLE tbl1 (
  a BIGINT,
  b VARCHAR,
  c INT,
  d VARCHAR
)
PARTITIONED BY (a, d)
WITH ('connector' = 'values');
