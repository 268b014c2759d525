-- case: the same computed column with EXCLUDING GENERATED
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeExcludingGeneratedColumnsDuplicate
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
  two AS one + 3
)
LIKE base (
  EXCLUDING GENERATED
);
