-- case: a new watermark on the column the base table's watermark is on
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeIncludingWatermarksFailsOnDuplicate
-- flink: rejects
-- message: There already exists a watermark spec for column 'timestamp' in the base table. You might want to specify EXCLUDING WATERMARKS or OVERWRITING WATERMARKS.
-- reason: like-clause

CREATE TABLE base (
  one INT,
  `timestamp` TIMESTAMP(3),
  WATERMARK FOR `timestamp` AS `timestamp` - INTERVAL '5' SECOND
)
WITH (
  'connector' = 'values'
);

-- rejected
CREATE TABLE derived (
  WATERMARK FOR `timestamp` AS `timestamp` - INTERVAL '10' SECOND
)
LIKE base;
