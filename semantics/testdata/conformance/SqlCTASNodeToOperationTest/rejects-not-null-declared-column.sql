-- case: CTAS declaring a NOT NULL column the query does not fill
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithNotNullColumnsAreNotAllowed
-- flink: rejects
-- message: Column 'c0' has no default value and does not allow NULLs.
-- reason: ctas-columns

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 INT
) WITH ('connector' = 'values');

-- rejected
CREATE TABLE tbl1 (c0 INT NOT NULL) AS SELECT * FROM src1;
