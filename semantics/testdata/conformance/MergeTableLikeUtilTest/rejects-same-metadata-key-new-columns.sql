-- case: two new metadata columns reading the same key
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeIncludingMetadataColumnWithSameMetadataKey
-- flink: rejects
-- message: The column `one` and `two` in the table are both from the same metadata key 'one'. Please specify one of the columns as the metadata column and use the computed column syntax to specify the others.
-- reason: metadata-column

CREATE TABLE base (
  x INT
)
WITH (
  'connector' = 'values'
);

-- rejected
CREATE TABLE derived (
  one BOOLEAN METADATA VIRTUAL,
  two STRING METADATA FROM 'one'
)
LIKE base (
  INCLUDING METADATA
);
