-- case: a CTAS column list naming a column the query does not produce
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithNotFoundColumnIdentifiers
-- flink: rejects
-- message: Column 'f2' not found in the source schema.
-- reason: ctas-columns

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 INT
) WITH ('connector' = 'values');

-- rejected
CREATE TABLE tbl1 (f1, f2) AS SELECT * FROM src1;
