-- case: a new metadata column reading the key of a base table's metadata column
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeIncludingMetadataColumnWithSameMetadataKey2
-- flink: rejects
-- message: The column `three` and `two` in the table are both from the same metadata key 'one'. Please specify one of the columns as the metadata column and use the computed column syntax to specify the others.
-- reason: metadata-column

CREATE TABLE base (
  three STRING METADATA FROM 'one'
)
WITH (
  'connector' = 'values'
);

-- rejected
CREATE TABLE derived (
  two STRING METADATA FROM 'one'
)
LIKE base (
  INCLUDING METADATA
);
