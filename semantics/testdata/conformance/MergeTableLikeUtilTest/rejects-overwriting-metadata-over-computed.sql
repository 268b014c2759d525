-- case: OVERWRITING METADATA with a metadata column named like a base computed column
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeOverwritingComputedColumnWithMetadataColumn
-- flink: rejects
-- message: A column named 'two' already exists in the base table. Metadata columns can only overwrite other metadata columns.
-- reason: like-clause

CREATE TABLE base (
  one INT,
  two AS one + 3
)
WITH (
  'connector' = 'values'
);

-- rejected
CREATE TABLE derived (
  two BOOLEAN METADATA
)
LIKE base (
  OVERWRITING METADATA
);
