-- case: CTAS declaring a VIRTUAL metadata column named like a query column
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithOverriddenVirtualMetadataColumnsNotAllowed
-- flink: rejects
-- message: A column named 'f1' already exists in the source schema. Virtual metadata columns cannot overwrite columns from source.
-- reason: ctas-columns

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 BIGINT
) WITH ('connector' = 'values');

-- rejected
CREATE TABLE tbl1 (f1 BIGINT METADATA VIRTUAL) AS SELECT * FROM src1;
