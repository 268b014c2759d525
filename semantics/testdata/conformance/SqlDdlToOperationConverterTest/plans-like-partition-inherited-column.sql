-- case: CREATE TABLE ... LIKE, PARTITIONED BY a column of the LIKE table and one of its own
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testBasicCreateTableLike
-- flink: plans
-- reason: partition-key-unknown

CREATE TABLE sourceTable (
  f0 INT NOT NULL,
  f1 TIMESTAMP(3)
) WITH (
  'connector' = 'values',
  'format.type' = 'json'
);

CREATE TABLE derivedTable (
  a INT,
  WATERMARK FOR f1 AS f1 - INTERVAL '5' SECOND
)
PARTITIONED BY (a, f0)
WITH ('connector.type' = 'kafka')
LIKE sourceTable;
