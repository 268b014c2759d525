-- case: INSERT of a streaming ORDER BY a BIGINT column
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/stream/sql/SortValidationTest.java, testCompilePlanRejectsNonTemporalSort
-- flink: rejects
-- message: requires the primary sort key to be a time attribute in ascending order
-- reason: sort-not-time-attribute

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

CREATE TABLE MySink (
  a INT
) WITH ('connector' = 'values');

-- rejected
INSERT INTO MySink SELECT a FROM MyTable ORDER BY c;
