-- case: CTAS declaring a primary key over a column the query does not produce
-- source: own, variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithPrimaryAndPartitionKey (message of SqlDdlToOperationConverterTest.testPrimaryKeyNonExistentColumn)
-- flink: rejects
-- message: Primary key column 'id' is not defined in the schema
-- reason: primary-key-column

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 TIMESTAMP(3)
) WITH ('connector' = 'values');

-- rejected
CREATE TABLE tbl1 (
  PRIMARY KEY (id) NOT ENFORCED
)
AS SELECT * FROM src1;
