-- case: a new computed and a new physical column of the same name
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeWithIncludeFailsOnDuplicateRegularColumnAndComputeColumn
-- flink: rejects
-- message: A column named 'three' already exists in the table. Duplicate columns exist in the compute column and regular column.
-- reason: duplicate-column

CREATE TABLE base (
  one INT
)
WITH (
  'connector' = 'values'
);

-- rejected
CREATE TABLE derived (
  two INT,
  three AS two + 3,
  three INT,
  four STRING
)
LIKE base;
