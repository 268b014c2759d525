-- case: CTAS declaring columns that widen and rename query columns
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testCreateTableAsWithColumnsOverridden
-- flink: plans
-- reason: ctas-columns

CREATE TABLE src1 (
  f0 INT NOT NULL,
  f1 INT,
  f2 TIMESTAMP(3),
  f3 STRING
) WITH ('connector' = 'values');

CREATE TABLE tbl1 (
  c0 INT,
  f0 BIGINT NOT NULL,
  a1 DOUBLE,
  f2 TIMESTAMP(3) METADATA,
  a3 STRING METADATA
)
AS SELECT f0, f1 AS a1, f2, f3 AS a3 FROM src1;
