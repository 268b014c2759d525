-- case: options replaced with EXCLUDING OPTIONS
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeExcludingOptionsDuplicate
-- flink: plans
-- reason: like-clause

CREATE TABLE base (
  a INT
)
WITH (
  'connector' = 'values',
  'offset' = '1',
  'format' = 'json'
);

CREATE TABLE derived WITH ('connector' = 'values', 'format' = 'csv')
LIKE base (
  EXCLUDING OPTIONS
);
