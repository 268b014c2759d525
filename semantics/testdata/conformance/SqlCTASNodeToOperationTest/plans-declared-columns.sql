-- case: CTAS declaring physical, metadata and computed columns and a watermark besides the query's
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithColumns
-- flink: plans
-- reason: ctas-columns

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 TIMESTAMP(3)
) WITH ('connector' = 'values');

CREATE TABLE tbl1 (
  c0 INT,
  c1 DOUBLE METADATA,
  c2 AS c0 * f0,
  c3 TIMESTAMP(3),
  c4 INT METADATA VIRTUAL,
  WATERMARK FOR c3 AS c3 - INTERVAL '3' SECOND
)
AS SELECT * FROM src1;
