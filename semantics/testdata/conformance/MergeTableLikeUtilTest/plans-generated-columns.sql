-- case: a new computed column besides the base table's
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeGeneratedColumns
-- flink: plans
-- reason: like-clause

CREATE TABLE base (
  one INT,
  two AS one + 1
)
WITH (
  'connector' = 'values'
);

CREATE TABLE derived (
  three INT,
  four AS one + 3
)
LIKE base;
