-- case: OVERWRITING GENERATED with a computed column named like a base physical column
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeOverwritingPhysicalColumnWithGeneratedColumn
-- flink: rejects
-- message: A column named 'two' already exists in the table. Duplicate columns exist in the compute column and regular column.
-- reason: like-clause

CREATE TABLE base (
  one INT,
  two INT
)
WITH (
  'connector' = 'values'
);

-- rejected
CREATE TABLE derived (
  two AS one + 3
)
LIKE base (
  OVERWRITING GENERATED
);
