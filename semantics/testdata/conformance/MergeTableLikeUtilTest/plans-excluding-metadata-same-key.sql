-- case: the same column with EXCLUDING METADATA
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeExcludingMetadataColumnWithSameKey
-- flink: plans
-- reason: metadata-column

CREATE TABLE base (
  two STRING METADATA FROM 'one'
)
WITH (
  'connector' = 'values'
);

CREATE TABLE derived (
  one BOOLEAN METADATA VIRTUAL
)
LIKE base (
  EXCLUDING METADATA
);
