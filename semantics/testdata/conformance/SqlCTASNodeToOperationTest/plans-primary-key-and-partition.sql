-- case: CTAS declaring a primary key and a partition key over query columns
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithPrimaryAndPartitionKey
-- flink: plans
-- reason: primary-key-column

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 TIMESTAMP(3)
) WITH ('connector' = 'values');

CREATE TABLE tbl1 (
  PRIMARY KEY (f0) NOT ENFORCED
)
PARTITIONED BY (f0)
AS SELECT * FROM src1;
