-- case: a new metadata column named like the base table's, including metadata
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeIncludingMetadataColumnsFailsOnDuplicate
-- flink: rejects
-- message: A metadata column named 'two' already exists in the base table. You might want to specify EXCLUDING METADATA or OVERWRITING METADATA
-- reason: like-clause

CREATE TABLE base (
  one INT,
  two INT METADATA
)
WITH (
  'connector' = 'values'
);

-- rejected
CREATE TABLE derived (
  two INT METADATA
)
LIKE base;
