-- case: computed columns over physical columns
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateTableWithComputedColumn
-- flink: plans
-- reason: computed-column

CREATE TABLE tbl1 (
  a INT,
  b VARCHAR,
  c AS a - 1,
  d AS b || '$$'
) WITH ('connector' = 'values');
