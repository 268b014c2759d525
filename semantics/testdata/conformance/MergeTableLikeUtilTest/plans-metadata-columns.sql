-- case: a new metadata column besides the base table's
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeMetadataColumns
-- flink: plans
-- reason: like-clause

CREATE TABLE base (
  one INT,
  two INT METADATA,
  c AS ABS(two)
)
WITH (
  'connector' = 'values'
);

CREATE TABLE derived (
  three INT,
  four INT METADATA VIRTUAL
)
LIKE base;
