-- case: a new computed column named like the base table's, including generated columns
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeIncludingGeneratedColumnsFailsOnDuplicate
-- flink: rejects
-- message: A generated column named 'two' already exists in the base table. You might want to specify EXCLUDING GENERATED or OVERWRITING GENERATED
-- reason: like-clause

CREATE TABLE base (
  one INT,
  two AS one + 1
)
WITH (
  'connector' = 'values'
);

-- rejected
CREATE TABLE derived (
  two AS one + 3
)
LIKE base;
