-- case: a new column named like a base table column
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeWithIncludeFailsOnDuplicateColumn
-- flink: rejects
-- message: A column named 'one' already exists in the base table.
-- reason: like-clause

CREATE TABLE base (
  one INT
)
WITH (
  'connector' = 'values'
);

-- rejected
CREATE TABLE derived (
  one INT,
  four STRING
)
LIKE base;
