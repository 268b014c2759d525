-- case: the same PARTITIONED BY with EXCLUDING PARTITIONS
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeExcludingPartitionsOnDuplicate
-- flink: plans
-- reason: like-clause

CREATE TABLE base (
  col1 INT,
  col2 INT,
  col3 INT,
  col4 INT
)
PARTITIONED BY (col3, col4)
WITH (
  'connector' = 'values'
);

CREATE TABLE derived PARTITIONED BY (col1, col2)
LIKE base (
  EXCLUDING PARTITIONS
);
