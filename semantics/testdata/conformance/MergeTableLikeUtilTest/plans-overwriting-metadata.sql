-- case: the same metadata column with OVERWRITING METADATA
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeOverwritingMetadataColumnsDuplicate
-- flink: plans
-- reason: like-clause

CREATE TABLE base (
  one INT,
  two INT METADATA
)
WITH (
  'connector' = 'values'
);

CREATE TABLE derived (
  two BOOLEAN METADATA VIRTUAL
)
LIKE base (
  OVERWRITING METADATA
);
