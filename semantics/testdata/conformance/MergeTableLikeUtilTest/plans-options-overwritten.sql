-- case: an option of the base table set again: options are OVERWRITING by default
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeOverwritingOptionsDuplicate
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

CREATE TABLE derived WITH ('offset' = '2', 'format.ignore-errors' = 'true')
LIKE base;
