-- case: a computed ROW(a, b) column
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testDDLWithRowTypeComputedColumn
-- flink: plans
-- reason: computed-column

CREATE TABLE t1 (
  a INT,
  b VARCHAR,
  c AS ROW(a, b)
) WITH (
  'connector' = 'values'
);

SELECT * FROM t1;
