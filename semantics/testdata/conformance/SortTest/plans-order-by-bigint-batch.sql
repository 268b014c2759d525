-- case: ORDER BY a BIGINT column in batch mode
-- source: own, valid variant of flink-table/flink-table-planner/src/test/java/org/apache/flink/table/planner/plan/stream/sql/SortValidationTest.java, testNonTemporalSortRejected
-- flink: plans
-- reason: sort-not-time-attribute

SET 'execution.runtime-mode' = 'batch';

CREATE TABLE MyTable (
  a INT,
  b STRING,
  c BIGINT
) WITH (
  'connector' = 'values',
  'bounded' = 'true'
);

SELECT a FROM MyTable ORDER BY c;
