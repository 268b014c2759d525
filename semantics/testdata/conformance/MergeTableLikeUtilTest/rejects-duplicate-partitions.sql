-- case: PARTITIONED BY on a table LIKE a partitioned table
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeIncludingPartitionsFailsOnDuplicate
-- flink: rejects
-- message: The base table already has partitions defined. You might want to specify EXCLUDING PARTITIONS
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

-- rejected
CREATE TABLE derived PARTITIONED BY (col1, col2)
LIKE base;
