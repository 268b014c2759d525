-- case: a streaming ORDER BY of a rowtime that a regular join materialised
-- source: own, variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/stream/sql/SortValidationTest.java, testNonTemporalSortRejected (RelTimeIndicatorConverter materialises a regular join's time attributes)
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

CREATE TABLE MyTable2 (
  a        INT,
  b        STRING,
  c        BIGINT,
  proctime AS PROCTIME(),
  rowtime  TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH ('connector' = 'values');

-- rejected
SELECT t1.a, t1.rowtime
FROM MyTable t1
JOIN MyTable2 t2 ON t1.a = t2.a
ORDER BY t1.rowtime;
