-- case: two metadata columns reading the same key
-- source: apache/flink flink-table/flink-table-planner/src/test/scala/org/apache/flink/table/planner/plan/stream/sql/TableScanTest.scala, testDDLWithMultipleColumnsFromSameMetadataKey
-- flink: rejects
-- message: The column `a` and `b` in the table are both from the same metadata key 'a'. Please specify one of the columns as the metadata column and use the computed column syntax to specify the others.
-- reason: metadata-column

-- rejected
CREATE TABLE source (
  a INT METADATA,
  b INT METADATA FROM 'a'
) WITH ('connector' = 'values');
