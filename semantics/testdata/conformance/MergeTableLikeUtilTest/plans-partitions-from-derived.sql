-- case: PARTITIONED BY on a table LIKE an unpartitioned table
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergePartitionsFromDerivedTable
-- flink: plans
-- reason: partition-key-unknown

CREATE TABLE base (
  col1 INT,
  col2 INT
)
WITH (
  'connector' = 'values'
);

CREATE TABLE derived PARTITIONED BY (col1, col2)
LIKE base;
