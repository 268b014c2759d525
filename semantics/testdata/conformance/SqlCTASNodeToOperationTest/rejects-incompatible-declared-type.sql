-- case: CTAS declaring a query column as BOOLEAN where the query gives INT
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithIncompatibleImplicitCastTypes
-- flink: rejects
-- message: Incompatible types for sink column 'f0' at position 1. The source column has type 'INT NOT NULL', while the target column has type 'BOOLEAN'.
-- reason: insert-column-type

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 TIMESTAMP(3)
) WITH ('connector' = 'values');

-- rejected
CREATE TABLE tbl1 (f0 BOOLEAN) AS SELECT * FROM src1;
