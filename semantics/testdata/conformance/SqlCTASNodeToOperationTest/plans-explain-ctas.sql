-- case: EXPLAIN of a CTAS of a literal
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlCTASNodeToOperationTest.java, testExplainCreateTableAs
-- flink: plans
-- reason: other

EXPLAIN CREATE TABLE myTable123 AS SELECT 123;
