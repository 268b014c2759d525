-- case: a streaming ORDER BY proctime DESC, c
-- source: apache/flink flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/stream/sql/SortValidationTest.java, testNonTemporalSortRejected
-- flink: rejects
-- message: must be sorted in ascending order; descending order is not supported (Flink 2.x; older releases: 'Sort on a non-time-attribute field is not supported.')
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
SELECT a FROM MyTable ORDER BY proctime DESC, c;
