-- case: new columns besides a base table with a watermark
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeWatermarks
-- flink: plans
-- reason: like-clause

CREATE TABLE base (
  one INT,
  two AS one + 1,
  `timestamp` TIMESTAMP(3),
  WATERMARK FOR `timestamp` AS `timestamp` - INTERVAL '5' SECOND
)
WITH (
  'connector' = 'values'
);

CREATE TABLE derived (
  three INT,
  four AS one + 3
)
LIKE base;
