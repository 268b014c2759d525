-- case: an option of the base table set again with INCLUDING OPTIONS
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeIncludingOptionsFailsOnDuplicate
-- flink: rejects
-- message: There already exists an option ['offset' -> '1'] in the base table. You might want to specify EXCLUDING OPTIONS or OVERWRITING OPTIONS.
-- reason: like-clause

CREATE TABLE base (
  a INT
)
WITH (
  'connector' = 'values',
  'offset' = '1',
  'format' = 'json'
);

-- rejected
CREATE TABLE derived WITH ('offset' = '2')
LIKE base (
  INCLUDING OPTIONS
);
