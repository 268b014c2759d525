-- case: computed columns including TO_TIMESTAMP of a VARCHAR
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testDDLWithComputedColumn
-- flink: plans
-- reason: computed-column

CREATE TABLE t1 (
  a INT,
  b VARCHAR,
  c AS a + 1,
  d AS TO_TIMESTAMP(b)
) WITH (
  'connector' = 'values'
);

SELECT * FROM t1;
