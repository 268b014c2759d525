-- case: new physical columns after the base table's
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergePhysicalColumns
-- flink: plans
-- reason: like-clause

CREATE TABLE base (
  one INT,
  two STRING
)
WITH (
  'connector' = 'values'
);

CREATE TABLE derived (
  three INT,
  four STRING
)
LIKE base;
