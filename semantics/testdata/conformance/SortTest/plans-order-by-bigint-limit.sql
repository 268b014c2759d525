-- case: a streaming ORDER BY a BIGINT column with LIMIT: a Top-N
-- source: own, valid variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/stream/sql/SortValidationTest.java, testNonTemporalSortRejected
-- flink: plans
-- reason: sort-not-time-attribute

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

SELECT a FROM MyTable ORDER BY c LIMIT 10;
