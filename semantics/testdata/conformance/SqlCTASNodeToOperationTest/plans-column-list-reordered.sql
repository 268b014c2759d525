-- case: a CTAS column list naming every query column in another order
-- source: own, valid variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithNotFoundColumnIdentifiers
-- flink: plans
-- reason: ctas-columns

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 INT
) WITH ('connector' = 'values');

CREATE TABLE tbl1 (f1, f0) AS SELECT * FROM src1;
