-- case: a new metadata and a new physical column of the same name
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeWithIncludeFailsOnDuplicateRegularColumnAndMetadataColumn
-- flink: rejects
-- message: A column named 'two' already exists in the table. Duplicate columns exist in the metadata column and regular column.
-- reason: duplicate-column

CREATE TABLE base (
  one INT
)
WITH (
  'connector' = 'values'
);

-- rejected
CREATE TABLE derived (
  two INT METADATA VIRTUAL,
  three AS two + 3,
  two INT,
  four STRING
)
LIKE base;
