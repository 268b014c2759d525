-- case: OVERWRITING METADATA with a column of another name reading the same key
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeOverwritingMetadataColumnWithSameMetadataKeyButDifferentName
-- flink: rejects
-- message: The column `two` and `one` in the table are both from the same metadata key 'one'. Please specify one of the columns as the metadata column and use the computed column syntax to specify the others.
-- reason: metadata-column

CREATE TABLE base (
  two STRING METADATA FROM 'one'
)
WITH (
  'connector' = 'values'
);

-- rejected
CREATE TABLE derived (
  one BOOLEAN METADATA VIRTUAL
)
LIKE base (
  OVERWRITING METADATA
);
