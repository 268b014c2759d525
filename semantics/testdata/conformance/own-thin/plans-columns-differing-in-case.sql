-- case: two columns whose names differ only in case: Flink's names are case-sensitive
-- source: own, valid variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/operations/MergeTableLikeUtilTest.java, mergeWithIncludeFailsOnDuplicateRegularColumn
-- flink: plans
-- reason: duplicate-column

CREATE TABLE t (
  a INT,
  A INT
) WITH ('connector' = 'datagen');
