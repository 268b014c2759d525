-- case: the same watermark with OVERWRITING WATERMARKS
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeOverwritingWatermarksDuplicate
-- flink: plans
-- reason: like-clause

CREATE TABLE base (
  one INT,
  `timestamp` TIMESTAMP(3),
  WATERMARK FOR `timestamp` AS `timestamp` - INTERVAL '5' SECOND
)
WITH (
  'connector' = 'values'
);

CREATE TABLE derived (
  WATERMARK FOR `timestamp` AS `timestamp` - INTERVAL '10' SECOND
)
LIKE base (
  OVERWRITING WATERMARKS
);
