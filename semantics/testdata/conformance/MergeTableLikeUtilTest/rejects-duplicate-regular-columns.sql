-- case: two new physical columns of the same name
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeWithIncludeFailsOnDuplicateRegularColumn
-- flink: rejects
-- message: A regular Column named 'two' already exists in the table.
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
  two INT,
  four STRING
)
LIKE base;
