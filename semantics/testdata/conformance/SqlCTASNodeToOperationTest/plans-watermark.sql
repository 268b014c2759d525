-- case: CTAS declaring a watermark on a query column
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithWatermark
-- flink: plans
-- reason: watermark-column

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 TIMESTAMP(3)
) WITH ('connector' = 'values');

CREATE TABLE tbl1 (
  WATERMARK FOR f1 AS f1 - INTERVAL '3' SECOND
)
AS SELECT * FROM src1;
