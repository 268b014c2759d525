-- case: one metadata column for the key, a computed column copying it
-- source: own, valid variant of flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testDDLWithMultipleColumnsFromSameMetadataKey
-- flink: plans
-- reason: metadata-column

CREATE TABLE source (
  a INT METADATA,
  b AS a
) WITH ('connector' = 'values');
