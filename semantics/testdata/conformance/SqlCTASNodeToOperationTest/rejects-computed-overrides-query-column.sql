-- case: CTAS declaring a computed column named like a query column
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithOverriddenComputedColumnsNotAllowed
-- flink: rejects
-- message: A column named 'f1' already exists in the source schema. Computed columns cannot overwrite columns from source.
-- reason: ctas-columns

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 BIGINT
) WITH ('connector' = 'values');

-- rejected
CREATE TABLE tbl1 (f1 AS 'f0 * 2') AS SELECT * FROM src1;
