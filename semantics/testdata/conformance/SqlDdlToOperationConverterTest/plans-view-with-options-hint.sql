-- case: a view reading a table with an OPTIONS hint
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/SqlDdlToOperationConverterTest.java, testCreateViewWithDynamicTableOptions
-- flink: plans
-- reason: hint-invalid

CREATE TABLE sourceA (
  f0 INT,
  f1 VARCHAR(20)
) WITH (
  'connector' = 'values',
  'bounded' = 'true'
);

CREATE VIEW test_view AS
SELECT *
FROM sourceA /*+ OPTIONS('changelog-mode' = 'I') */;
