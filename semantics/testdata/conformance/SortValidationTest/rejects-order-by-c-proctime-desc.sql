-- case: a streaming ORDER BY c, proctime DESC
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/stream/sql/SortValidationTest.java, testNonTemporalSortRejected
-- flink: rejects
-- message: requires the primary sort key to be a time attribute in ascending order (Flink 2.x; older releases: 'Sort on a non-time-attribute field is not supported.')
-- reason: sort-not-time-attribute

CREATE TABLE MyTable (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

-- rejected
SELECT a FROM MyTable ORDER BY c, proctime DESC;
