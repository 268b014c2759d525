-- case: a CTAS column list shorter than the query
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithMismatchIdentifiersLength
-- flink: rejects
-- message: The number of columns in the column list must match the number of columns in the source schema.
-- reason: ctas-columns

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 INT
) WITH ('connector' = 'values');

-- rejected
CREATE TABLE tbl1 (f1) AS SELECT * FROM src1;
